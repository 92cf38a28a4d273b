import { LEGACY_ENTRY, REST_PREFIX } from './constants';

/**
 * A call is named the way the specs name it: `controller/action` for the legacy style
 * (`apiSystem/login`) or a path starting with `/` for the REST style (`/v1/logs/upload`,
 * `/send-message`), relative to `{base}/yii/appapi`.
 */
export type CallName = string;

export function isRestCall(call: CallName): boolean {
  return call.startsWith('/');
}

/** The URL the portal requests for a call, relative to the gateway base. */
export function callUrl(base: string, call: CallName): string {
  const trimmed = base.replace(/\/+$/, '');
  if (isRestCall(call)) return `${trimmed}${REST_PREFIX}${call}`;
  return `${trimmed}${LEGACY_ENTRY}?r=${encodeURIComponent(call).replace(/%2F/g, '/')}`;
}

/**
 * The string that goes into the signing key: the call name upper-cased. Both sides
 * derive it from the call name, never from the raw URL, so proxies that rewrite the
 * base path do not break signatures.
 */
export function signingPath(call: CallName): string {
  return call.toUpperCase();
}

/** Recover the call name from a server-side request path and `r` query value. */
export function callFromRequest(pathname: string, r: string | undefined): CallName | null {
  if (pathname === LEGACY_ENTRY || pathname.endsWith(LEGACY_ENTRY)) {
    if (!r || !/^[A-Za-z0-9_]+(\/[A-Za-z0-9_-]+)+$/.test(r)) return null;
    return r;
  }
  const at = pathname.indexOf(REST_PREFIX + '/');
  if (at < 0) return null;
  const rest = pathname.slice(at + REST_PREFIX.length);
  return /^(\/[A-Za-z0-9_.-]+)+$/.test(rest) ? rest : null;
}
