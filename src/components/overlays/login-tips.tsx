import { Alert } from '@arco-design/web-react';
import { IconInfoCircle } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import './overlays.css';

export type LoginTipsKind = 'continue' | 'reset';

export interface LoginTipsProps {
  /** `continue`: sent to sign in from a page; `reset`: the password was just changed. */
  kind: LoginTipsKind;
  onClose: () => void;
}

/** A short notice at the top of the sign-in page saying why the user is asked to sign in (decision 0006). */
export function LoginTips({ kind, onClose }: LoginTipsProps) {
  const { t } = useTranslation('overlays');
  const text = kind === 'reset' ? t('resetLoginTips.text') : t('loginTips.continue');
  return (
    <div className="lp-login-tips">
      <Alert type={kind === 'reset' ? 'success' : 'info'} banner showIcon icon={kind === 'continue' ? <IconInfoCircle /> : undefined} content={text} closable onClose={onClose} />
    </div>
  );
}
