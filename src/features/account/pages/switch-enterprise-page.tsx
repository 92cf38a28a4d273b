import { Button, Message } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EnterpriseChoice, UserInfo } from '../../../../protocol';
import { PageLoading } from '../../../components/page-loading';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/error-text';
import { listEnterprises } from '../api/list-enterprises';
import { accountKeys } from '../api/query-keys';
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
  const enterprises = useQuery({ queryKey: accountKeys.enterprises(String(currentEid)), queryFn: listEnterprises });
  const load: Load = enterprises.data
    ? { state: 'ready', list: enterprises.data }
    : enterprises.isError && !enterprises.isFetching
      ? { state: 'error', message: errorText(enterprises.error) }
      : { state: 'loading' };
  const [switching, setSwitching] = useState<number | null>(null);
  // State updates are async; the ref stops a second click in the same tick from switching twice.
  const inFlight = useRef(false);

  function retry() {
    void enterprises.refetch();
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
                {t('common:retry')}
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
