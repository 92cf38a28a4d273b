import { create } from 'zustand';

interface LoginPromptState {
  /**
   * Spec 000 §4 "login tips": the flag the login prompt dialog toggles. True while the dialog
   * asks the visitor to sign in (or register).
   */
  loginTips: boolean;
  /** Set when the gateway ended the session because the account signed in elsewhere. */
  forcedRelogin: boolean;
  toggleLoginTips(open?: boolean): void;
  setForcedRelogin(open: boolean): void;
}

/** Overlay state any feature may drive; src/app/overlays/app-overlays.tsx renders it. */
export const useLoginPrompt = create<LoginPromptState>()((set, get) => ({
  loginTips: false,
  forcedRelogin: false,
  toggleLoginTips: (open) => set({ loginTips: open ?? !get().loginTips }),
  setForcedRelogin: (open) => set({ forcedRelogin: open }),
}));

/** Ask the visitor to sign in, in place (e.g. "collect" on a course detail page while signed out). */
export function openLoginPrompt(): void {
  useLoginPrompt.getState().toggleLoginTips(true);
}

export function closeLoginPrompt(): void {
  useLoginPrompt.getState().toggleLoginTips(false);
}

/** The account signed in on another device: say so, then send the user to sign in again. */
export function openForcedRelogin(): void {
  const state = useLoginPrompt.getState();
  // Other calls in flight fail the same way; the dialog opens once and the prompt dialog yields.
  if (state.loginTips) state.toggleLoginTips(false);
  if (!state.forcedRelogin) state.setForcedRelogin(true);
}

/** Query value of `loginTips` on /login that shows the "password was reset" notice. */
export const RESET_LOGIN_TIPS = 'reset';

/** Where to sign in and come back to `backUrl` (an in-app path); `reset` adds the reset-login tip. */
export function loginPath(backUrl: string, options: { reset?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (backUrl) query.set('backUrl', backUrl);
  if (options.reset) query.set('loginTips', RESET_LOGIN_TIPS);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}
