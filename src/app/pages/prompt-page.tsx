import { Button } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { StatusPanel } from '../../components/status-panel';
import { safeBackUrl } from '../../lib/safe-redirect';
import { safeJsonParse } from '../../lib/storage';
import { joinPublicOrganisation } from '../../features/auth';
import { selectIsLoggedIn, useSessionStore } from '../../features/session';
import { ErrorReason } from '../../../protocol';
import { promptEntryFor, promptReference, type PromptAction } from './prompt-catalogue';
import './prompt-page.css';

/** A 577 notice may carry `{ title, content, link }`; anything else is shown as text. */
function noticeText(data: string | null): string {
  if (!data) return '';
  const parsed = safeJsonParse<unknown>(data, data);
  if (typeof parsed === 'string') return parsed;
  if (typeof parsed === 'object' && parsed !== null) {
    const { title, content } = parsed as { title?: unknown; content?: unknown };
    return [title, content].filter((part) => typeof part === 'string' && part).join(' — ');
  }
  return '';
}

/** The page the user came from, as an in-app path: `url` may be relative or a full same-origin address. */
function returnPath(url: string | null): string | null {
  const relative = safeBackUrl(url);
  if (relative || !url) return relative;
  try {
    const here = new URL(getHostAdapter().navigation.currentUrl());
    const there = new URL(url, here);
    return there.origin === here.origin ? there.pathname + there.search + there.hash : null;
  } catch {
    return null;
  }
}

/**
 * /prompt (spec 000 §2, §4, §8): why the user cannot go on, in their language, and the next
 * step. Query: errorMsg (code), dataInfo (the gateway's message), url (where they were), uid, data.
 */
export function PromptPage() {
  const { t } = useTranslation('prompt');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const clearUser = useSessionStore((state) => state.clearUser);
  const [leaving, setLeaving] = useState(false);

  const code = search.get('errorMsg') ?? '';
  const entry = promptEntryFor(code);
  const reference = promptReference(code);
  const dataInfo = search.get('dataInfo') ?? '';
  const notice = noticeText(search.get('data'));
  const from = returnPath(search.get('url'));
  const uid = search.get('uid') ?? '';
  const signInUrl = from && !from.startsWith('/prompt') ? `/login?backUrl=${encodeURIComponent(from)}` : '/login';
  // Blocked by an administrator (decision 0054): the session is refused everywhere now; forget it
  // once this page shows (the API error handler leaves it, or the member page would go to sign-in).
  useEffect(() => {
    if (code === ErrorReason.BLOCKED_BY_ADMIN && loggedIn) clearUser();
  }, [code, loggedIn, clearUser]);

  async function run(action: PromptAction) {
    if (action === 'join') {
      setLeaving(true);
      try {
        // Membership changes the enterprise's answer (is_jion): read it before leaving the prompt.
        await useSessionStore.getState().loginSucceeded(await joinPublicOrganisation());
        navigate(from && !from.startsWith('/prompt') ? from : '/index', { replace: true });
      } catch {
        // The API client has shown why.
      } finally {
        setLeaving(false);
      }
    } else if (action === 'signIn' || action === 'otherAccount') {
      setLeaving(true);
      // The session here is refused anyway; forget it so the sign-in page starts clean.
      if (action === 'otherAccount' && loggedIn) await useSessionStore.getState().logout();
      clearUser();
      navigate(action === 'signIn' ? signInUrl : '/login');
    } else if (action === 'switchEnterprise') navigate('/switchEnterprise');
    else if (action === 'home') navigate('/index');
    else if (action === 'openUrl' && from) navigate(from);
    // Retry the page they came from with a fresh start-up (the enterprise is read again).
    else if (from && !from.startsWith('/prompt')) getHostAdapter().navigation.assign(from);
    else getHostAdapter().navigation.reload();
  }

  const publicOrganisation = useSessionStore((state) => state.enterprise?.puborg === '1');
  const shown: Record<PromptAction, boolean> = {
    join: loggedIn && publicOrganisation,
    switchEnterprise: loggedIn,
    openUrl: Boolean(from),
    signIn: true,
    otherAccount: true,
    retry: true,
    home: true,
  };
  const actions = entry.actions.filter((action) => shown[action]);
  // The gateway's own words matter where our text is general (a notice, an expired sign-in, an unknown code).
  const showDataInfo = dataInfo && (entry.key === 'generic' || code === '577' || code === '401');
  const description = [t(`${entry.key}Hint`), showDataInfo ? dataInfo : '', notice].filter(Boolean);

  return (
    <main className="lp-prompt-page">
      <StatusPanel
        tone={entry.tone}
        role={entry.tone === 'error' ? 'alert' : 'status'}
        title={t(entry.key)}
        description={
          <>
            {description.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {reference ? (
              <p className="lp-prompt-reference">
                {t('reference', { code: reference })}
                {uid ? ` · ${t('user', { uid })}` : ''}
              </p>
            ) : null}
          </>
        }
        actions={actions.map((action, index) => (
          <Button
            key={action}
            type={index === 0 ? 'primary' : 'secondary'}
            loading={leaving && (action === 'join' || action === 'signIn' || action === 'otherAccount')}
            onClick={() => void run(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      />
    </main>
  );
}
