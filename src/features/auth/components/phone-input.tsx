import { Input, Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '../../../../protocol';

export interface PhoneInputProps {
  /** Injected by Form.Item: the national number. */
  value?: string;
  onChange?: (value: string) => void;
  /** Injected by Form.Item so the field's label points at the number input. */
  id?: string;
  error?: boolean;
  disabled?: boolean;
  countryCode: string;
  countryCodes: CountryCode[];
  onCountryCodeChange: (code: string) => void;
}

/** A phone number with its calling code in front (the select has its own accessible name). */
export function PhoneInput(props: PhoneInputProps) {
  const { t } = useTranslation('auth');
  const select = (
    <Select
      aria-label={t('countryCode')}
      value={props.countryCode}
      onChange={(code: string) => props.onCountryCodeChange(code)}
      disabled={props.disabled}
      triggerProps={{ autoAlignPopupWidth: false }}
      className="lp-login-country"
      renderFormat={(_option, value) => String(value)}
    >
      {props.countryCodes.map((c) => (
        <Select.Option key={c.code} value={c.code}>
          {`${c.code} ${c.name}`}
        </Select.Option>
      ))}
    </Select>
  );
  return (
    <Input
      {...(props.id ? { id: props.id } : {})}
      addBefore={select}
      value={props.value ?? ''}
      onChange={(value) => props.onChange?.(value)}
      error={props.error}
      disabled={props.disabled}
      placeholder={t('phonePlaceholder')}
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={20}
    />
  );
}
