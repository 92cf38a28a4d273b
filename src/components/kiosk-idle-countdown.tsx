import { Button, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

export interface KioskIdleCountdownProps {
  /** Seconds left before the kiosk signs out; null hides the dialog. */
  remainingSeconds: number | null;
  onStay(): void;
  onSignOutNow(): void;
}

/** The visible countdown before a kiosk's idle sign-out (shared screens: the next person must not find this session). */
export function KioskIdleCountdown({ remainingSeconds, onStay, onSignOutNow }: KioskIdleCountdownProps) {
  const { t } = useTranslation('hosts');
  return (
    <Modal
      visible={remainingSeconds !== null}
      title={t('idle.title')}
      onCancel={onStay}
      maskClosable={false}
      // Enter or Space keeps the session: the safe answer is the focused one.
      autoFocus={false}
      footer={
        <>
          <Button onClick={onSignOutNow}>{t('idle.signOutNow')}</Button>
          <Button type="primary" onClick={onStay} autoFocus>
            {t('idle.stay')}
          </Button>
        </>
      }
    >
      <p role="timer" aria-live="polite">
        {t('idle.body', { count: remainingSeconds ?? 0 })}
      </p>
    </Modal>
  );
}
