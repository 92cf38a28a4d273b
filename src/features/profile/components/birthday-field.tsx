import { Radio, Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS, type BirthdayType } from '../../../../protocol';
import { daysInMonth, type BirthdayParts } from '../profile-rules';

export interface BirthdayValue extends BirthdayParts {
  type: BirthdayType;
}

export interface BirthdayFieldProps {
  value?: BirthdayValue;
  onChange?: (value: BirthdayValue) => void;
  types: readonly BirthdayType[];
  /** Full years, shown beside the date. */
  age: number | null;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Year, month and day selects plus the calendar (solar or lunar): a lunar date has no Gregorian picker. */
export function BirthdayField({ value, onChange, types, age }: BirthdayFieldProps) {
  const { t } = useTranslation('profile');
  const current: BirthdayValue = value ?? { type: 'solar', year: undefined, month: undefined, day: undefined };
  const change = (patch: Partial<BirthdayValue>) => {
    const next = { ...current, ...patch };
    // A day past the month's end (31 → April) is dropped rather than silently moved.
    if (next.day !== undefined && next.day > daysInMonth(next.month, next.type)) next.day = undefined;
    onChange?.(next);
  };
  const thisYear = new Date().getFullYear();
  return (
    <div className="lp-birthday">
      <Radio.Group
        type="button"
        value={current.type}
        onChange={(type: BirthdayType) => change({ type })}
        aria-label={t('birthdayType.label')}
      >
        {types.map((type) => (
          <Radio key={type} value={type}>
            {t(`birthdayType.${type}`)}
          </Radio>
        ))}
      </Radio.Group>
      <Select
        style={{ width: 110 }}
        aria-label={t('placeholders.year')}
        placeholder={t('placeholders.year')}
        allowClear
        showSearch
        value={current.year}
        onChange={(year?: number) => change({ year })}
        options={range(PROFILE_LIMITS.earliestBirthYear, thisYear)
          .reverse()
          .map((year) => ({ label: String(year), value: year }))}
      />
      <Select
        style={{ width: 90 }}
        aria-label={t('placeholders.month')}
        placeholder={t('placeholders.month')}
        allowClear
        value={current.month}
        onChange={(month?: number) => change({ month })}
        options={range(1, 12).map((month) => ({ label: String(month), value: month }))}
      />
      <Select
        style={{ width: 90 }}
        aria-label={t('placeholders.day')}
        placeholder={t('placeholders.day')}
        allowClear
        value={current.day}
        onChange={(day?: number) => change({ day })}
        options={range(1, daysInMonth(current.month, current.type)).map((day) => ({ label: String(day), value: day }))}
      />
      {age !== null ? <span aria-label={t('fields.age')}>{t('ageValue', { age, count: age })}</span> : null}
    </div>
  );
}
