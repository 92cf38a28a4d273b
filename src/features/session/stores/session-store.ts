import { notifyError } from '../../../lib/notify';
import { create } from 'zustand';
import type { EnterpriseConfig, Language, LanguageChoice, UserInfo } from '../../../../protocol';
import { getHostAdapter } from '../../../../host-adapters';
import { isApiError, type CallContext } from '../../../lib/api-client';
import { clearUserInfoCookie, readUserInfoCookie, writeUserInfoCookie } from '../../../lib/cookies';
import { applyEnterpriseStorage } from '../../../lib/enterprise-storage';
import { errorText } from '../../../lib/error-text';
import { applyLanguage } from '../../../lib/i18n';
import {
  effectiveLanguage,
  navigatorLanguages,
  readLanguageChoice,
  readStoredLanguageChoice,
  resolveLanguageChoice,
  writeLanguageChoice,
} from '../../../lib/language';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import { applyTheme, resolveThemeColors } from '../../../lib/theme';
import { DEFAULT_USER_INFO, isSignedIn } from '../../../lib/user-info';
import { getEnterprise } from '../api/get-enterprise';
import { configureLanguageOptions } from '../api/language-options-loader';
import { switchLanguage } from '../api/switch-language';
import { logout as logoutCall } from '../api/logout';
import { STORED_EID_KEY, forgetSessionEid, rememberSessionEid } from '../startup-eid';
import { keepEnterpriseCopy, offlineEnterprise } from './offline-start';

/** sessionStorage flag: the page already reloaded once after a failed init call. */
export const INIT_RELOADED_KEY = 'lp:init-reloaded';

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

interface SessionData {
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

function initialData(): SessionData {
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

function languageOf(data: Pick<SessionData, 'enterprise' | 'startupEid' | 'languageChoice'>): Language {
  return effectiveLanguage({
    switchLanguage: data.enterprise?.switch_language,
    eid: data.enterprise?.eid ?? data.startupEid,
    choice: data.languageChoice,
    navigatorLanguage: navigatorLanguages(),
  });
}

/** A business answer of the gateway (below the 5xxxx server-error range) is a refusal; anything else a failure. */
function refusalOf(error: unknown): EnterpriseRefusal | null {
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

export const useSessionStore = create<SessionState>()((set, get, store) => {
  function refreshLanguage(): void {
    const state = get();
    const signedIn = isSignedIn(state.user);
    // Decision 0006: this device's choice, else the member's saved one, else auto.
    const languageChoice = resolveLanguageChoice({
      stored: readStoredLanguageChoice(),
      saved: state.enterprise?.languageSelected,
      signedIn,
    });
    const language = languageOf({ ...state, languageChoice });
    applyLanguage(language);
    set({ language, languageChoice });
    if (state.enterprise) configureLanguageOptions(state.enterprise.eid, signedIn ? state.user.userid : '');
  }

  /** The gateway says the signed-in user is a member here: this is their enterprise (startup-eid.ts). */
  function confirmMembership(): void {
    const { user, enterprise } = get();
    if (enterprise && enterprise.is_jion === 'Y' && isSignedIn(user)) rememberSessionEid(enterprise.eid, user.userid);
  }

  return {
    ...initialData(),

    start(startupEid) {
      set({ startupEid });
      refreshLanguage();
    },

    // The app-load state machine (spec 000 §4) stays here rather than in TanStack Query: it runs
    // before React renders (the store decides what the first render is), reloads the whole page
    // once on failure (a query retry would not get past a stale deploy) and sets the theme, the
    // language and the user cookie from one answer, which a cached query result must not replay.
    async loadEnterprise() {
      set({ loadState: 'init', loadError: '' });
      const userAtStart = get().user;
      try {
        const { enterprise, user } = await getEnterprise();
        // Its cookie domain before any cookie is written for it; its mxybeta entries (spec 000 §3).
        applyEnterpriseStorage(enterprise);
        removeStored('session', INIT_RELOADED_KEY);
        const known = get().user;
        // Some gateways leave the token out of userinfo: keep ours for the same user.
        const merged = user && !user.token && user.userid === known.userid ? { ...user, token: known.token } : user;
        if (known !== userAtStart) {
          // Someone signed in (or out) while the call was out: its answer speaks for the old identity.
        } else if (merged && isSignedIn(merged)) {
          writeUserInfoCookie(merged);
          set({ user: merged });
        } else {
          clearUserInfoCookie();
          set({ user: DEFAULT_USER_INFO });
        }
        set({ enterprise, refusal: null, loadState: 'load' });
        confirmMembership();
        keepEnterpriseCopy(enterprise, get().user);
        applyTheme(resolveThemeColors(enterprise));
        refreshLanguage();
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) {
          // An answer, not a failure: reloading would get the same one.
          removeStored('session', INIT_RELOADED_KEY);
          set({ refusal, enterprise: null, loadState: 'load' });
          return;
        }
        const offline = offlineEnterprise(error, get().startupEid, get().user);
        if (offline) {
          // Reloading offline would fail the same way: start with the last copy (decision 0036).
          set({ enterprise: offline, refusal: null, loadState: 'load' });
          applyTheme(resolveThemeColors(offline));
          refreshLanguage();
          window.addEventListener('online', () => void get().refreshEnterprise(), { once: true });
          return;
        }
        if (readStored('session', INIT_RELOADED_KEY) === null) {
          // A fresh page often gets past a transient failure (deploy, proxy restart): try once.
          writeStored('session', INIT_RELOADED_KEY, '1');
          getHostAdapter().navigation.reload();
          return;
        }
        set({ loadState: 'error', loadError: errorText(error) });
      }
    },

    async holdForHostSignIn(signIn) {
      set({ hostSignInPending: true });
      try {
        await signIn;
      } finally {
        set({ hostSignInPending: false });
      }
    },

    loginSucceeded(user) {
      writeUserInfoCookie(user);
      set({ user });
      // The user's saved portal may bring its own colours, and membership may differ.
      return get().refreshEnterprise();
    },

    async refreshEnterprise() {
      try {
        const { enterprise } = await getEnterprise();
        applyEnterpriseStorage(enterprise);
        set({ enterprise });
        confirmMembership();
        applyTheme(resolveThemeColors(enterprise));
        refreshLanguage();
      } catch {
        // The page keeps the configuration it has; the next load retries.
      }
    },

    async switchEnterprise(eid, user) {
      writeStored('local', STORED_EID_KEY, String(eid));
      writeUserInfoCookie(user);
      // The envelope takes its eid from the enterprise: drop the old one so the re-read asks the new one.
      set({ startupEid: eid, user, enterprise: null });
      try {
        const { enterprise } = await getEnterprise();
        applyEnterpriseStorage(enterprise);
        set({ enterprise });
        confirmMembership();
        applyTheme(resolveThemeColors(enterprise));
        refreshLanguage();
      } catch {
        // Without an enterprise the page cannot go on: the full load (with its one reload) takes over.
        await get().loadEnterprise();
      }
    },

    async logout() {
      try {
        await logoutCall();
      } catch (error) {
        if (!(isApiError(error) && error.handled)) notifyError(errorText(error));
        return false;
      }
      get().clearUser();
      void get().refreshEnterprise();
      return true;
    },

    clearUser() {
      clearUserInfoCookie();
      forgetSessionEid();
      set({ user: DEFAULT_USER_INFO });
    },

    setLanguageChoice(choice) {
      const unchanged = choice === get().languageChoice && readStoredLanguageChoice() === choice;
      writeLanguageChoice(choice);
      refreshLanguage();
      const { user, enterprise } = get();
      // Visitors keep the choice in this browser only; members also save it for their other devices.
      if (unchanged || !isSignedIn(user) || enterprise?.switch_language !== 'Y') return;
      switchLanguage(choice).catch((error: unknown) => {
        // The choice still applies here; only saving it failed.
        if (!(isApiError(error) && error.handled)) notifyError(errorText(error));
      });
    },

    reset() {
      // Actions too: a test may have replaced one with a spy.
      set({ ...store.getInitialState(), ...initialData() }, true);
    },
  };
});

export const selectIsLoggedIn = (state: SessionState): boolean => isSignedIn(state.user);
export const selectEid = (state: SessionState): number => state.enterprise?.eid ?? state.startupEid;

/** The envelope context the API client asks for on every call. */
export function sessionCallContext(state: SessionState = useSessionStore.getState()): CallContext {
  const portalId = state.enterprise?.userPortal?.portalID;
  return {
    eid: selectEid(state),
    flags: state.enterprise?.is_alpha ?? [],
    userPortalID: portalId === undefined || portalId === null ? '' : String(portalId),
    language: state.language,
  };
}
