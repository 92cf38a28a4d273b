import { Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '../../../../protocol';
import { CompactSelect } from '../../../components/compact-select';

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
    <CompactSelect<string>
      label={t('countryCode')}
      value={props.countryCode}
      onChange={props.onCountryCodeChange}
      disabled={props.disabled}
      className="lp-login-country"
      options={props.countryCodes.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
      // Closed, the code alone fits in front of the number.
      renderValue={(option) => option.value}
    />
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
