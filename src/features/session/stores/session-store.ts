import { notifyError } from '../../../lib/notify';
import { create } from 'zustand';
import { getHostAdapter } from '../../../../host-adapters';
import { isApiError, type CallContext } from '../../../lib/api-client';
import { clearUserInfoCookie, writeUserInfoCookie } from '../../../lib/cookies';
import { applyEnterpriseStorage } from '../../../lib/enterprise-storage';
import { errorText } from '../../../lib/error-text';
import { applyLanguage } from '../../../lib/i18n';
import { readStoredLanguageChoice, resolveLanguageChoice, writeLanguageChoice } from '../../../lib/language';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import { applyTheme, resolveThemeColors } from '../../../lib/theme';
import { DEFAULT_USER_INFO, isSignedIn } from '../../../lib/user-info';
import { getEnterprise } from '../api/get-enterprise';
import { configureLanguageOptions } from '../api/language-options-loader';
import { switchLanguage } from '../api/switch-language';
import { logout as logoutCall } from '../api/logout';
import { STORED_EID_KEY, forgetSessionEid, rememberSessionEid } from '../startup-eid';
import { keepEnterpriseCopy, offlineEnterprise } from './offline-start';
import { initialData, languageOf, refusalOf, type SessionState } from './session-state';

/** sessionStorage flag: the page already reloaded once after a failed init call. */
export const INIT_RELOADED_KEY = 'lp:init-reloaded';

export type { EnterpriseRefusal, LoadState, SessionState } from './session-state';

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
