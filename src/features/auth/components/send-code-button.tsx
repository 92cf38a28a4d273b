import { Button } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type VerificationPurpose } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useResendCooldown } from '../../../lib/use-resend-cooldown';
import { sendVerificationCode } from '../api/send-code';
import { useAuthDraftStore } from '../stores/auth-draft-store';

export interface SendCodeButtonProps {
  purpose: VerificationPurpose;
  /** Validates and returns the phone, or null when the phone field shows an error. */
  readPhone: () => Promise<{ phone: string; countryCode: string } | null>;
  onSent: () => void;
  onError: (message: string) => void;
  disabled?: boolean;
}

/** "Send code", then a 60-second countdown before it can send again (the server's limit too). */
export function SendCodeButton({ purpose, readPhone, onSent, onError, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const resendAt = useAuthDraftStore((state) => state.resendAt[purpose]);
  const startCountdown = useAuthDraftStore((state) => state.startCountdown);
  const seconds = useResendCooldown(resendAt);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const target = await readPhone();
      if (!target) return;
      setSending(true);
      const { resendAfter } = await sendVerificationCode({ ...target, purpose });
      startCountdown(purpose, resendAfter, Date.now());
      onSent();
    } catch (error) {
      // Too soon: the server says how long is left; count that down instead of failing silently.
      const retryAfter =
        isApiError(error) && error.code === ErrorCode.CODE_SEND_TOO_FREQUENT
          ? Number((error.data as { retryAfter?: unknown })?.retryAfter)
          : 0;
      if (retryAfter > 0) startCountdown(purpose, retryAfter, Date.now());
      onError(errorText(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const waiting = seconds > 0;
  return (
    <Button
      className="lp-login-send-code"
      onClick={() => void send()}
      loading={sending}
      disabled={disabled || sending || waiting}
      aria-live="polite"
    >
      {waiting ? t('resendIn', { seconds }) : t('sendCode')}
    </Button>
  );
}
