import { Button, ConfigProvider, Modal } from '@arco-design/web-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_DIALOG_WIDTH_PX } from '../../lib/constants';

export interface LoginDialogProps {
  visible: boolean;
  /** The enterprise shows registration (showUserRegister 'Y'). */
  showRegister: boolean;
  onSignIn: () => void;
  onRegister: () => void;
  onClose: () => void;
}

/** Spec 000 §2: the 480 px dialog that asks a visitor to sign in (or register) to go on. */
export function LoginDialog({ visible, showRegister, onSignIn, onRegister, onClose }: LoginDialogProps) {
  const { t } = useTranslation('overlays');
  // "Cancel" in Arco's own words, like every other Arco dialog in the user's language.
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return (
    <Modal
      visible={visible}
      title={t('loginDialog.title')}
      style={{ width: LOGIN_DIALOG_WIDTH_PX }}
      onCancel={onClose}
      className="lp-login-dialog"
      footer={
        <>
          <Button onClick={onClose}>{locale?.Modal?.cancelText ?? 'Cancel'}</Button>
          {showRegister ? <Button onClick={onRegister}>{t('loginDialog.register')}</Button> : null}
          <Button type="primary" onClick={onSignIn} autoFocus>
            {t('loginDialog.signIn')}
          </Button>
        </>
      }
    >
      <p>{t('loginDialog.body')}</p>
    </Modal>
  );
}
