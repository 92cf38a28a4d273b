import { Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { VerificationPurpose } from '../../../../protocol';
import { SendCodeButton } from './send-code-button';

export interface CodeInputProps {
  /** Injected by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  error?: boolean;
  disabled?: boolean;
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
      <Input
        {...(props.id ? { id: props.id } : {})}
        value={props.value ?? ''}
        onChange={(value) => props.onChange?.(value)}
        error={props.error}
        disabled={props.disabled}
        placeholder={t('codePlaceholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <SendCodeButton purpose={props.purpose} readPhone={props.readPhone} disabled={props.disabled} onSent={props.onSent} onError={props.onSendError} />
    </div>
  );
}
