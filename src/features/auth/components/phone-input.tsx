import { useTranslation } from 'react-i18next';
import type { CountryCode } from '../../../../protocol';
import { CompactSelect } from '../../../components/compact-select';
import { TextInput } from '../../../components/form/text-input';

export interface PhoneInputProps {
  id: string;
  /** The national number. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
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
    <TextInput
      id={props.id}
      addBefore={select}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      error={props.error}
      disabled={props.disabled}
      placeholder={t('phonePlaceholder')}
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={20}
    />
  );
}
