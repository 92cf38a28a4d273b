import { Button, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_STATISTICS_LIMITS, type StatisticsRange } from '../../../../protocol';
import type { PeriodChoice } from '../api/statistics-api';

const PRESETS: StatisticsRange[] = ['last7', 'last30', 'last90', 'custom'];

/** Today in the browser's zone ('YYYY-MM-DD'): the last day a custom period may end on. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

export interface PeriodPickerProps {
  value: PeriodChoice;
  onChange: (period: PeriodChoice) => void;
}

/**
 * Last 7, 30 or 90 days, or a custom range of two dates (native date fields: a keyboard and a
 * phone's own picker both work). The custom range is checked here for the obvious mistakes and
 * again by the server.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('admin-statistics');
  const [range, setRange] = useState<StatisticsRange>(value.range);
  const end = today();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? end);
  const [error, setError] = useState('');
  const errorId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || from > to || to > end) return setError(t('period.invalid'));
    if (daysBetween(from, to) > ADMIN_STATISTICS_LIMITS.maxDays)
      return setError(t('period.tooLong', { count: ADMIN_STATISTICS_LIMITS.maxDays }));
    setError('');
    onChange({ range: 'custom', from, to });
  };

  return (
    <div className="lp-stats-period">
      <Radio.Group
        type="button"
        aria-label={t('period.label')}
        value={range}
        onChange={(next: StatisticsRange) => {
          setRange(next);
          setError('');
          if (next !== 'custom') onChange({ range: next });
        }}
      >
        {PRESETS.map((preset) => (
          <Radio key={preset} value={preset}>
            {t(`period.${preset}`)}
          </Radio>
        ))}
      </Radio.Group>
      {range === 'custom' ? (
        <form className="lp-stats-custom" onSubmit={apply} noValidate>
          <label>
            <span>{t('period.from')}</span>
            <input
              type="date"
              value={from}
              max={to || end}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              required
            />
          </label>
          <label>
            <span>{t('period.to')}</span>
            <input
              type="date"
              value={to}
              min={from || undefined}
              max={end}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              required
            />
          </label>
          <Button type="primary" htmlType="submit">
            {t('period.apply')}
          </Button>
          {error ? (
            <p id={errorId} className="lp-stats-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
