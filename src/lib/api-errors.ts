import { clearNotices, notifyError } from './notify';
import { ErrorCode, ErrorReason } from '../../protocol';
import type { ApiErrorHandler } from './api-client';
import { openForcedRelogin } from './login-prompt';

/** Spec 000 §9: the prompt redirect after a 401/400 waits 2 s so the message can be read. */
export const PROMPT_REDIRECT_DELAY_MS = 2000;

export interface ApiErrorHandlerDeps {
  /** In-app navigation (the router's). */
  navigate: (to: string) => void;
  /** Path and query of the page now shown. */
  currentPath: () => string;
  showError?: (text: string) => void;
  closeMessages?: () => void;
  /** Forget the local session once the gateway said the token is no good. */
  clearSession?: () => void;
  schedule?: (run: () => void, ms: number) => void;
  /** Open the forced re-login dialog (the account signed in on another device). */
  forcedRelogin?: () => void;
}

function q(value: string): string {
  return encodeURIComponent(value);
}

function onPage(path: string, page: string): boolean {
  return path === page || path.startsWith(`${page}?`) || path.startsWith(`${page}/`);
}

/**
 * The error behaviour of spec 000 §8 as one handler for the API client. Network and timeout
 * errors are only returned to the caller; `quiet` calls keep their business messages to show
 * them in place (the navigation rules still apply).
 */
export function createApiErrorHandler(deps: ApiErrorHandlerDeps): ApiErrorHandler {
  const showError = deps.showError ?? notifyError;
  const closeMessages = deps.closeMessages ?? clearNotices;
  const schedule = deps.schedule ?? ((run: () => void, ms: number) => void setTimeout(run, ms));
  const forcedRelogin = deps.forcedRelogin ?? openForcedRelogin;

  return (error, { quiet }) => {
    if (error.kind !== 'server') return false;
    const { code, msg, data } = error;
    const reason = typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;

    if (code === ErrorCode.UNAUTHORIZED && reason === ErrorReason.SIGNED_IN_ELSEWHERE) {
      // Spec 001 §8 "forced offline": a dialog explains it and leads to sign-in; no toast, no prompt page.
      closeMessages();
      deps.clearSession?.();
      forcedRelogin();
      return true;
    }
    if (code === ErrorCode.UNAUTHORIZED || code === ErrorCode.BAD_REQUEST) {
      closeMessages();
      if (msg) showError(msg);
      const from = deps.currentPath();
      if (reason === ErrorReason.ACCOUNT_LOCKED) {
        deps.clearSession?.();
        deps.navigate(`/prompt?errorMsg=5&url=${q(from)}`);
        return true;
      }
      // Blocked by an administrator (spec 001 §8): its own prompt at once. The prompt page forgets the
      // session once it shows: cleared here, the member page still on screen would send them to sign-in.
      if (reason === ErrorReason.BLOCKED_BY_ADMIN) {
        deps.navigate(`/prompt?errorMsg=${ErrorReason.BLOCKED_BY_ADMIN}&dataInfo=${q(msg)}&url=${q(from)}`);
        return true;
      }
      schedule(() => {
        if (code === ErrorCode.UNAUTHORIZED) deps.clearSession?.();
        // Checked when the timer fires: the user may have moved to login meanwhile.
        const now = deps.currentPath();
        if (onPage(now, '/login') || onPage(now, '/prompt')) return;
        deps.navigate(`/prompt?errorMsg=401&dataInfo=${q(msg)}&url=${q(from)}`);
      }, PROMPT_REDIRECT_DELAY_MS);
      return true;
    }
    if (code === ErrorCode.IGNORED) return true;
    if (code === ErrorCode.PROFILE_INCOMPLETE) {
      deps.navigate('/editor/personalData?errorMsg=4&type=completion-info');
      return true;
    }
    if (code === ErrorCode.INITIAL_PASSWORD_REQUIRED) {
      // The server refuses everything else until the initial password is changed (decision 0005);
      // the initial-password gate usually got there first, so no toast, and no second navigation.
      if (!onPage(deps.currentPath(), '/editor/resetpassword')) deps.navigate('/editor/resetpassword?type=initial');
      return true;
    }
    if (code === ErrorCode.NOTICE_577) {
      const extra = data === null || data === undefined ? '' : `&data=${q(JSON.stringify(data))}`;
      deps.navigate(`/prompt?errorMsg=577&dataInfo=${q(msg)}${extra}`);
      return true;
    }
    // 50005 and every other refusal: the server's message, in the user's language.
    if (quiet || !msg) return false;
    showError(msg);
    return true;
  };
}
