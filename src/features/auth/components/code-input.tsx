import { useTranslation } from 'react-i18next';
import type { VerificationPurpose } from '../../../../protocol';
import { TextInput } from '../../../components/form/text-input';
import { SendCodeButton } from './send-code-button';

export interface CodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  purpose: VerificationPurpose;
  readPhone: () => Promise<{ phone: string; countryCode: string } | null>;
  onSent: () => void;
  onSendError: (message: string) => void;
}

/** The 6-digit code with its "Send code" button beside it (one form field, so its errors show under it). */
export function CodeInput(props: CodeInputProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="lp-login-code-row">
      <TextInput
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        error={props.error}
        disabled={props.disabled}
        placeholder={t('codePlaceholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <SendCodeButton
        purpose={props.purpose}
        readPhone={props.readPhone}
        disabled={props.disabled}
        onSent={props.onSent}
        onError={props.onSendError}
      />
    </div>
  );
}
