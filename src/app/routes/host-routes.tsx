import { Button, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { StatusPanel } from '../../components/status-panel';
import { useSessionStore } from '../../features/session';
import { finishQrSignIn } from '../host-sign-in';

/**
 * The scan-login callback (browser, kiosk; decision 0015): DingTalk or WeCom sends the person
 * back here with a code; it is exchanged once and the person lands on the home page. A forged,
 * stale or refused callback says so and offers the sign-in page.
 */
export function HostLoginCallbackRoute() {
  const { t } = useTranslation('hosts');
  const navigate = useNavigate();
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  const [outcome, setOutcome] = useState<'working' | 'ignored' | 'failed'>('working');
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    void finishQrSignIn({
      host: getHostAdapter(),
      url: getHostAdapter().navigation.currentUrl(),
      onSignedIn: loginSucceeded,
      toPrompt: (errorMsg) => navigate(`/prompt?errorMsg=${errorMsg}`, { replace: true }),
    }).then((result) => {
      if (result === 'signed-in') navigate('/index', { replace: true });
      else if (result !== 'not-in-address-book') setOutcome(result);
    });
  }, [loginSucceeded, navigate]);

  if (outcome === 'working') {
    return (
      <div role="status" aria-live="polite" style={{ padding: 80, textAlign: 'center' }}>
        <Spin tip={t('callback.working')} />
      </div>
    );
  }
  return (
    <StatusPanel
      role="alert"
      tone="warning"
      title={t(outcome === 'ignored' ? 'callback.ignored' : 'callback.failed')}
      description={t('callback.hint')}
      actions={
        <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
          {t('callback.signIn')}
        </Button>
      }
    />
  );
}
