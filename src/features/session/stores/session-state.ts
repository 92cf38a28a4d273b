import type { EnterpriseConfig, Language, LanguageChoice, UserInfo } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { readUserInfoCookie } from '../../../lib/cookies';
import { effectiveLanguage, navigatorLanguages, readLanguageChoice } from '../../../lib/language';
import { DEFAULT_USER_INFO, isSignedIn } from '../../../lib/user-info';

/* The session's state, its actions' signatures and the pure rules the store applies (session-store.ts). */

/**
 * The init call answered status 'N' (no such enterprise, a refused request): spec 000 §4 sends
 * the user to /prompt with the code, message, url and uid.
 */
export interface EnterpriseRefusal {
  code: number;
  msg: string;
  url: string;
  uid: string;
}

/** Spec 000 §4 app load: init → load once the enterprise answers; error after the one reload. */
export type LoadState = 'init' | 'load' | 'error';

export interface SessionData {
  loadState: LoadState;
  /** What to show under the initialisation error (server msg or localised error text). */
  loadError: string;
  /** The eid before the enterprise is known (runtime config or `?eid=`). */
  startupEid: number;
  enterprise: EnterpriseConfig | null;
  /** Set instead of `enterprise` when the init call answered status 'N'. */
  refusal: EnterpriseRefusal | null;
  /** DEFAULT_USER_INFO for visitors. */
  user: UserInfo;
  languageChoice: LanguageChoice;
  language: Language;
  /**
   * True while the host's silent sign-in (DingTalk, WeCom) is under way: the load gate keeps the
   * loading screen up so no page asks for data as a visitor a moment before the learner is signed in.
   */
  hostSignInPending: boolean;
}

interface SessionActions {
  /** Set the start-up eid and apply the language it implies, before the first render. */
  start(startupEid: number): void;
  loadEnterprise(): Promise<void>;
  /** Hold the load gate until the host's silent sign-in has settled (whatever its outcome). */
  holdForHostSignIn(signIn: Promise<unknown>): Promise<void>;
  /** Resolves once the enterprise was read again for the new identity (membership, portal colours). */
  loginSucceeded(user: UserInfo): Promise<void>;
  /** Re-read the enterprise for the current identity (user portal colours, membership) without the load gate. */
  refreshEnterprise(): Promise<void>;
  /** After apiSystem/selectEnterprise switched the session: remember the new eid and user, re-read the enterprise. */
  switchEnterprise(eid: number, user: UserInfo): Promise<void>;
  /** apiSystem/loginout; true when signed out. A failure leaves the session and shows a toast. */
  logout(): Promise<boolean>;
  /** Forget the user locally (the gateway already refused the token). */
  clearUser(): void;
  setLanguageChoice(choice: LanguageChoice): void;
  reset(): void;
}

export type SessionState = SessionData & SessionActions;

export function initialData(): SessionData {
  const cookieUser = readUserInfoCookie();
  return {
    loadState: 'init',
    loadError: '',
    startupEid: 0,
    enterprise: null,
    refusal: null,
    user: cookieUser && isSignedIn(cookieUser) ? cookieUser : DEFAULT_USER_INFO,
    languageChoice: readLanguageChoice(),
    language: 'zh_cn',
    hostSignInPending: false,
  };
}

export function languageOf(data: Pick<SessionData, 'enterprise' | 'startupEid' | 'languageChoice'>): Language {
  return effectiveLanguage({
    switchLanguage: data.enterprise?.switch_language,
    eid: data.enterprise?.eid ?? data.startupEid,
    choice: data.languageChoice,
    navigatorLanguage: navigatorLanguages(),
  });
}

/** A business answer of the gateway (below the 5xxxx server-error range) is a refusal; anything else a failure. */
export function refusalOf(error: unknown): EnterpriseRefusal | null {
  if (!isApiError(error) || error.kind !== 'server' || error.code >= 50000) return null;
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as {
    url?: unknown;
    uid?: unknown;
  };
  return {
    code: error.code,
    msg: error.msg,
    url: typeof data.url === 'string' ? data.url : '',
    uid: data.uid === undefined || data.uid === null ? '' : String(data.uid),
  };
}
