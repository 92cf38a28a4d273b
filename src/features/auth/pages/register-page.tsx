import { Button, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { getHostAdapter } from '../../../../host-adapters';
import { StatusPanel } from '../../../components/status-panel';
import { useLoginOptions } from '../hooks/use-login-options';
import './agreement-page.css';

export interface RegisterPageProps {
  enterpriseName: string;
}

/**
 * /register (decision 0004): a public enterprise signs people up on the login card; a
 * private one that accepts sign-ups does so on its own registration page (register_url),
 * opened the host's way; otherwise the page says sign-ups are closed.
 */
export function RegisterPage({ enterpriseName }: RegisterPageProps) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { loading, options } = useLoginOptions(i18n.language);

  if (loading) {
    return (
      <main className="lp-agreement-page">
        <div className="lp-agreement-loading">
          <Spin tip={t('loading')} />
        </div>
      </main>
    );
  }
  if (options.registerMode === 'inline') {
    const params = new URLSearchParams(search);
    params.set('loginType', 'register');
    return <Navigate to={`/login?${params.toString()}`} replace />;
  }
  const toSignIn = <Button onClick={() => navigate('/login')}>{t('backToSignIn')}</Button>;
  return (
    <main className="lp-agreement-page">
      <article className="lp-agreement-card lp-register-card">
        {options.registerMode === 'external' ? (
          <StatusPanel
            title={t('externalRegisterTitle')}
            description={t('externalRegisterText', { name: enterpriseName || t('common:appName') })}
            actions={
              <>
                {toSignIn}
                <Button type="primary" onClick={() => getHostAdapter().navigation.openExternal(options.registerUrl)}>
                  {t('externalRegisterOpen')}
                </Button>
              </>
            }
          />
        ) : (
          <StatusPanel title={t('registerClosedTitle')} description={t('registerClosed')} actions={toSignIn} />
        )}
      </article>
    </main>
  );
}
