import { Button, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SafeHtml } from '../../../components/safe-html';
import { StatusPanel } from '../../../components/status-panel';
import { useAgreement } from '../hooks/use-agreement';
import './agreement-page.css';

/** /agreement: the enterprise's user agreement, with a way back to the sign-up form. */
export function AgreementPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { state, retry } = useAgreement(i18n.language);

  // Opened from the sign-up form: go back to it (its draft is kept). Opened directly: go to sign-up.
  function back() {
    if (location.key !== 'default') navigate(-1);
    else navigate('/login?loginType=register');
  }

  const backButton = (
    <Button type="primary" onClick={back}>
      {t('agreementBack')}
    </Button>
  );

  return (
    <main className="lp-agreement-page">
      <article className="lp-agreement-card" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <div className="lp-agreement-loading">
            <Spin tip={t('loading')} />
          </div>
        ) : null}
        {state.status === 'error' ? (
          <StatusPanel
            tone="error"
            role="alert"
            title={t('agreementError')}
            description={state.message}
            actions={
              <>
                <Button onClick={retry}>{t('common:retry')}</Button>
                {backButton}
              </>
            }
          />
        ) : null}
        {state.status === 'ready' && !state.html ? (
          <StatusPanel title={t('agreementEmpty')} actions={backButton} />
        ) : null}
        {state.status === 'ready' && state.html ? (
          <>
            <h1 className="lp-agreement-title">{state.title || t('agreementLink')}</h1>
            <SafeHtml className="lp-agreement-body" html={state.html} />
            <div className="lp-agreement-actions">{backButton}</div>
          </>
        ) : null}
      </article>
    </main>
  );
}
