import { Button } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Notice } from '../notice';
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
      <Notice
        type={kind === 'reset' ? 'success' : 'info'}
        banner
        action={
          <Button
            size="mini"
            type="text"
            icon={<IconClose />}
            aria-label={t('loginTips.close')}
            title={t('loginTips.close')}
            onClick={onClose}
          />
        }
      >
        {text}
      </Notice>
    </div>
  );
}
