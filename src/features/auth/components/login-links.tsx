import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { getHostAdapter } from '../../../../host-adapters';
import type { LoginOptions } from '../api/get-login-options';

export type LoginMode = 'signIn' | 'register' | 'forgot';

export interface LoginLinksProps {
  mode: LoginMode;
  options: LoginOptions;
  onSwitch: (mode: LoginMode) => void;
}

/** Under the card: forgotten password and sign-up (on the card, or the enterprise's own page), or back. */
export function LoginLinks({ mode, options, onSwitch }: LoginLinksProps) {
  const { t } = useTranslation('auth');
  return (
    <nav className="lp-login-links" aria-label={t('moreActions')}>
      {mode === 'signIn' ? (
        <Button type="text" size="small" onClick={() => onSwitch('forgot')}>
          {t('forgotPassword')}
        </Button>
      ) : (
        <Button type="text" size="small" onClick={() => onSwitch('signIn')}>
          {t('backToSignIn')}
        </Button>
      )}
      {mode === 'signIn' && options.registerMode === 'inline' ? (
        <Button type="text" size="small" onClick={() => onSwitch('register')}>
          {t('goRegister')}
        </Button>
      ) : null}
      {mode === 'signIn' && options.registerMode === 'external' ? (
        <Button type="text" size="small" onClick={() => getHostAdapter().navigation.openExternal(options.registerUrl)}>
          {t('goRegister')}
        </Button>
      ) : null}
    </nav>
  );
}
