import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isWellFormedPhone, type CountryCode, type VerificationPurpose } from '../../../../protocol';
import { FormField } from '../../../components/form/form-field';
import type { FieldRule } from '../../../components/form/use-form-state';
import { CodeInput } from './code-input';
import { PhoneInput } from './phone-input';

/** The bound text fields of a form that has `phone` and `code` (useFormState's `text`). */
interface PhoneCodeForm {
  text: (name: 'phone' | 'code') => {
    id: string;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    error: string | undefined;
  };
  /** Checks the phone alone; its values when it passes. */
  validate: (names: Array<'phone'>) => { phone?: unknown } | null;
}

export interface PhoneCodeFieldsProps {
  form: PhoneCodeForm;
  purpose: VerificationPurpose;
  countryCode: string;
  countryCodes: CountryCode[];
  onCountryCodeChange: (code: string) => void;
  /** Tell the person what happened with the code (sent, or why not). */
  onNotice: (notice: { type: 'success' | 'error'; text: string }) => void;
  disabled?: boolean;
}

/** Digits only: people paste numbers with spaces and dashes. */
export function cleanPhone(value: string | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '');
}

/** The phone number (with calling code) and the verification code with its "Send code" button. */
export function PhoneCodeFields({ form, ...props }: PhoneCodeFieldsProps) {
  const { t } = useTranslation('auth');
  const phone = form.text('phone');
  const code = form.text('code');

  async function readPhone() {
    const values = form.validate(['phone']);
    return values ? { phone: cleanPhone(String(values.phone)), countryCode: props.countryCode } : null;
  }

  return (
    <>
      <FormField label={t('phone')} htmlFor={phone.id} required error={phone.error}>
        <PhoneInput
          {...phone}
          countryCode={props.countryCode}
          countryCodes={props.countryCodes}
          onCountryCodeChange={props.onCountryCodeChange}
          disabled={props.disabled}
        />
      </FormField>
      <FormField label={t('code')} htmlFor={code.id} required error={code.error}>
        <CodeInput
          {...code}
          purpose={props.purpose}
          readPhone={readPhone}
          disabled={props.disabled}
          onSent={() => props.onNotice({ type: 'success', text: t('codeSent') })}
          onSendError={(text) => props.onNotice({ type: 'error', text })}
        />
      </FormField>
    </>
  );
}

/** The checks of the two fields, for the form's rules. */
export function phoneCodeRules<V extends { phone: string; code: string }>(
  t: TFunction<'auth'>,
  countryCode: string,
): { phone: FieldRule<V>; code: FieldRule<V> } {
  return {
    phone: (value) => {
      const phone = cleanPhone(String(value));
      if (!phone) return t('phoneRequired');
      return isWellFormedPhone(countryCode, phone) ? undefined : t('phoneInvalid');
    },
    code: (value) => {
      const code = String(value).trim();
      if (!code) return t('codeRequired');
      return /^\d{6}$/.test(code) ? undefined : t('codeInvalid');
    },
  };
}
