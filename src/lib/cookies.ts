import Cookies from 'js-cookie';
import { COOKIE_LIFETIME_DAYS, COOKIE_USER_INFO, type UserInfo } from '../../protocol';
import { safeJsonParse } from './storage';
import { toUserInfo } from './user-info';

/** Every portal cookie lives at path / so all routes (and the gateway) see the same value. */
const PATH = '/';

/** The enterprise's `cookiesDomain` (spec 000 §3) when it covers this page's host; undefined = host-only. */
let cookieDomain: string | undefined;

/**
 * Write the portal's cookies for the enterprise's cookie domain (e.g. `example.com`, so the
 * gateway's other sites on its subdomains read the same `userInfo`). A domain that does not cover
 * this page's host would be refused by the browser, and the cookie lost: it is ignored instead.
 * Returns the domain in use.
 */
export function setCookieDomain(
  domain: string | null | undefined,
  // Reading the page's host name, not navigating.
  // eslint-disable-next-line no-restricted-properties
  hostname = window.location.hostname,
): string | undefined {
  const wanted = (domain ?? '').trim().toLowerCase().replace(/^\./, '');
  const host = hostname.toLowerCase();
  const covers = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(wanted) && (host === wanted || host.endsWith(`.${wanted}`));
  cookieDomain = covers ? wanted : undefined;
  return cookieDomain;
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, expires: number | Date = COOKIE_LIFETIME_DAYS): void {
  // A host-only copy written before the domain was known would shadow the shared one: drop it.
  if (cookieDomain) Cookies.remove(name, { path: PATH });
  // Secure on HTTPS pages, so the session cookie never travels over plain HTTP (decision 0035).
  const secure = typeof document !== 'undefined' && document.URL.startsWith('https:');
  Cookies.set(name, value, {
    expires,
    path: PATH,
    sameSite: 'Lax',
    ...(secure ? { secure } : {}),
    ...(cookieDomain ? { domain: cookieDomain } : {}),
  });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: PATH });
  if (cookieDomain) Cookies.remove(name, { path: PATH, domain: cookieDomain });
}

/** The signed-in user as kept in the `userInfo` cookie (JSON, 30 days); null when absent or unreadable. */
export function readUserInfoCookie(): UserInfo | null {
  return toUserInfo(safeJsonParse<unknown>(readCookie(COOKIE_USER_INFO), null));
}

export function writeUserInfoCookie(user: UserInfo): void {
  writeCookie(COOKIE_USER_INFO, JSON.stringify(user));
}

export function clearUserInfoCookie(): void {
  removeCookie(COOKIE_USER_INFO);
}
