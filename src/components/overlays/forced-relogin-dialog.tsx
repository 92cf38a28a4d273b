import { Button, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LOGIN_DIALOG_WIDTH_PX } from '../../lib/constants';

export interface ForcedReloginDialogProps {
  visible: boolean;
  /** Pressing the button or closing the dialog both lead to sign-in (spec 000 §2). */
  onSignIn: () => void;
}

/** Spec 001 §8 "signed in on another device: forced offline, re-login". */
export function ForcedReloginDialog({ visible, onSignIn }: ForcedReloginDialogProps) {
  const { t } = useTranslation('overlays');
  return (
    <Modal
      visible={visible}
      title={t('forcedRelogin.title')}
      style={{ width: LOGIN_DIALOG_WIDTH_PX }}
      onCancel={onSignIn}
      maskClosable={false}
      className="lp-forced-relogin-dialog"
      footer={
        <Button type="primary" onClick={onSignIn} autoFocus>
          {t('forcedRelogin.signInAgain')}
        </Button>
      }
    >
      <p>{t('forcedRelogin.body')}</p>
    </Modal>
  );
}
