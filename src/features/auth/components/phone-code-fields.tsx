import { Form } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { isWellFormedPhone, type CountryCode, type VerificationPurpose } from '../../../../protocol';
import { PhoneInput } from './phone-input';
import { CodeInput } from './code-input';

export interface PhoneCodeFieldsProps {
  /** Runs the form's validation of the phone field and resolves with its value (rejects when invalid). */
  validatePhone: () => Promise<{ phone?: string }>;
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
export function PhoneCodeFields(props: PhoneCodeFieldsProps) {
  const { t } = useTranslation('auth');

  async function readPhone() {
    try {
      const values = await props.validatePhone();
      return { phone: cleanPhone(values.phone), countryCode: props.countryCode };
    } catch {
      return null;
    }
  }

  return (
    <>
      <Form.Item
        label={t('phone')}
        field="phone"
        required
        rules={[
          {
            validator: (value: string | undefined, callback: (error?: string) => void) => {
              const phone = cleanPhone(value);
              if (!phone) return callback(t('phoneRequired'));
              callback(isWellFormedPhone(props.countryCode, phone) ? undefined : t('phoneInvalid'));
            },
          },
        ]}
      >
        <PhoneInput countryCode={props.countryCode} countryCodes={props.countryCodes} onCountryCodeChange={props.onCountryCodeChange} disabled={props.disabled} />
      </Form.Item>
      <Form.Item label={t('code')} field="code" required rules={[{ required: true, message: t('codeRequired') }, { match: /^\s*\d{6}\s*$/, message: t('codeInvalid') }]}>
        <CodeInput
          purpose={props.purpose}
          readPhone={readPhone}
          disabled={props.disabled}
          onSent={() => props.onNotice({ type: 'success', text: t('codeSent') })}
          onSendError={(text) => props.onNotice({ type: 'error', text })}
        />
      </Form.Item>
    </>
  );
}
