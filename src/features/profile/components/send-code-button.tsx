import { Button, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { resendAtAfter, useResendCooldown } from '../../../lib/use-resend-cooldown';
import { sendChangePhoneCode } from '../api/profile-api';

/** Seconds before another code may be asked for (the server enforces the same minute). */
const RESEND_SECONDS = 60;

export interface SendCodeButtonProps {
  /** Checks the phone first; returns the number and country code to send to, or null to stop. */
  target: () => Promise<{ phone: string; countryCode: string } | null>;
}

/** "Send code" with a 60 s countdown; disabled while sending and while counting down. */
export function SendCodeButton({ target }: SendCodeButtonProps) {
  const { t } = useTranslation('profile');
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState<number>();
  const seconds = useResendCooldown(resendAt);
  const start = (wait: number) => setResendAt(resendAtAfter(wait));

  async function send() {
    if (sending || seconds > 0) return;
    const to = await target();
    if (!to) return;
    setSending(true);
    try {
      await sendChangePhoneCode(to.phone, to.countryCode);
      start(RESEND_SECONDS);
      Message.success(t('phone.codeSent'));
    } catch (error) {
      // Too frequent: the server says how long to wait, and the countdown shows it.
      const retryAfter =
        isApiError(error) && error.code === ErrorCode.CODE_SEND_TOO_FREQUENT
          ? Number((error.data as { retryAfter?: unknown } | null)?.retryAfter)
          : 0;
      if (retryAfter > 0) start(retryAfter);
      if (!(isApiError(error) && error.handled)) Message.error(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Button style={{ minWidth: 150 }} loading={sending} disabled={sending || seconds > 0} onClick={() => void send()}>
      {seconds > 0 ? t('phone.resendIn', { seconds }) : t('phone.sendCode')}
    </Button>
  );
}
