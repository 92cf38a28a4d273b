import { Button, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UserInfo } from '../../../../protocol';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/error-text';
import { safeBackUrl } from '../../../lib/safe-redirect';
import { ssoLogin, type SsoClient } from '../api/sso-login';
import './sso-login-page.css';

export interface SsoLoginPageProps {
  /** /loginPc: a desktop client (`client=mac|pc`); /transferLogin: a hand-over from another app of the enterprise. */
  entry: 'loginPc' | 'transferLogin';
  /** Store the session; the page then goes to `backUrl` or /index. */
  onLoggedIn: (user: UserInfo) => void;
}

/** `message` null: the address carries no ticket (translated at render, so a language switch applies). */
type Outcome = { state: 'working' } | { state: 'failed'; message: string | null };

/**
 * One exchange per ticket: a ticket works once, and React's development double effect (or a
 * re-render) must not spend it twice, so the promise is shared by ticket.
 */
const exchanges = new Map<string, Promise<UserInfo>>();

function clientOf(entry: SsoLoginPageProps['entry'], client: string | null): SsoClient {
  if (entry === 'transferLogin') return 'transfer';
  return client === 'mac' ? 'mac' : 'pc';
}

/** /loginPc and /transferLogin (spec 000 §2): exchange the ticket in the address for a session. */
export function SsoLoginPage({ entry, onLoggedIn }: SsoLoginPageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ticket = search.get('ticket')?.trim() ?? '';
  const client = clientOf(entry, search.get('client'));
  const backUrl = safeBackUrl(search.get('backUrl')) ?? '/index';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    ticket ? { state: 'working' } : { state: 'failed', message: null },
  );
  // The callbacks change identity on re-render; the exchange must not restart for that.
  const done = useRef({ onLoggedIn, navigate, backUrl });
  useEffect(() => {
    done.current = { onLoggedIn, navigate, backUrl };
  });

  useEffect(() => {
    if (!ticket) return;
    let cancelled = false;
    let exchange = exchanges.get(ticket);
    if (!exchange) {
      exchange = ssoLogin(client, ticket);
      exchanges.set(ticket, exchange);
    }
    exchange.then(
      (user) => {
        if (cancelled) return;
        done.current.onLoggedIn(user);
        done.current.navigate(done.current.backUrl, { replace: true });
      },
      (error: unknown) => !cancelled && setOutcome({ state: 'failed', message: errorText(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [ticket, client]);

  const source = client === 'mac' ? t('sso.macClient') : client === 'pc' ? t('sso.pcClient') : t('sso.transfer');
  if (outcome.state === 'working') {
    return (
      <main className="lp-sso-page" aria-busy="true">
        <div className="lp-sso-working" role="status" aria-live="polite">
          <Spin size={36} />
          <h1 className="lp-sso-title">{t('sso.signingIn')}</h1>
          <p className="lp-sso-source">{source}</p>
        </div>
      </main>
    );
  }
  return (
    <main className="lp-sso-page">
      <StatusPanel
        tone="error"
        role="alert"
        title={t('sso.failedTitle')}
        description={outcome.message ?? t('sso.missingTicket')}
        actions={
          <Button
            type="primary"
            autoFocus
            onClick={() => navigate(`/login?backUrl=${encodeURIComponent(backUrl)}`, { replace: true })}
          >
            {t('sso.passwordLogin')}
          </Button>
        }
      />
    </main>
  );
}
