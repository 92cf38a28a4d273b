import { Button, Message } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EnterpriseChoice, UserInfo } from '../../../../protocol';
import { PageLoading } from '../../../components/page-loading';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/error-text';
import { listEnterprises } from '../api/list-enterprises';
import { switchEnterprise } from '../api/switch-enterprise';
import { EnterpriseCard } from '../components/enterprise-card';
import './switch-enterprise-page.css';

export interface SwitchEnterprisePageProps {
  currentEid: number;
  userName: string;
  /** Store the new session and enterprise; the page then goes to /index. */
  onSwitched: (user: UserInfo, eid: number) => Promise<void> | void;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; list: EnterpriseChoice[] };

/** /switchEnterprise (spec 000 §2): the person's enterprises as cards; choosing one switches the session there. */
export function SwitchEnterprisePage({ currentEid, userName, onSwitched }: SwitchEnterprisePageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [switching, setSwitching] = useState<number | null>(null);
  // State updates are async; the ref stops a second click in the same tick from switching twice.
  const inFlight = useRef(false);

  // Bumped by "Try again"; the list is read again when it (or the enterprise) changes.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    listEnterprises().then(
      (list) => !cancelled && setLoad({ state: 'ready', list }),
      (error: unknown) => !cancelled && setLoad({ state: 'error', message: errorText(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, currentEid]);

  function retry() {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }

  async function choose(choice: EnterpriseChoice) {
    if (inFlight.current) return;
    if (choice.current) {
      navigate('/index', { replace: true });
      return;
    }
    inFlight.current = true;
    setSwitching(choice.eid);
    try {
      const user = await switchEnterprise(choice.eid);
      await onSwitched(user, choice.eid);
      navigate('/index', { replace: true });
    } catch (error) {
      Message.error(errorText(error));
      setSwitching(null);
    } finally {
      inFlight.current = false;
    }
  }

  if (load.state === 'loading') return <PageLoading fullScreen />;
  if (load.state === 'error') {
    return (
      <main className="lp-switch-page">
        <StatusPanel
          tone="error"
          role="alert"
          title={t('switch.loadFailed')}
          description={load.message}
          actions={
            <>
              <Button type="primary" onClick={retry}>
                {t('switch.retry')}
              </Button>
              <Button onClick={() => navigate('/index')}>{t('switch.backHome')}</Button>
            </>
          }
        />
      </main>
    );
  }
  return (
    <main className="lp-switch-page">
      <div className="lp-switch-inner">
        <header className="lp-switch-header">
          <h1 className="lp-switch-title">{t('switch.title')}</h1>
          <p className="lp-switch-subtitle">{t('switch.subtitle')}</p>
          {userName ? <p className="lp-switch-user">{t('switch.signedInAs', { name: userName })}</p> : null}
        </header>
        <ul className="lp-switch-list">
          {load.list.map((choice) => (
            <EnterpriseCard
              key={choice.eid}
              choice={choice}
              busy={switching === choice.eid}
              locked={switching !== null && switching !== choice.eid}
              onChoose={(c) => void choose(c)}
            />
          ))}
        </ul>
        {load.list.length <= 1 ? <p className="lp-switch-only">{t('switch.only')}</p> : null}
        <div className="lp-switch-footer">
          <Button type="text" onClick={() => navigate('/index')} disabled={switching !== null}>
            {t('switch.backHome')}
          </Button>
        </div>
      </div>
    </main>
  );
}
