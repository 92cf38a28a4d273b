import Cookies from 'js-cookie';
import { COOKIE_LIFETIME_DAYS, COOKIE_USER_INFO, type UserInfo } from '../../protocol';
import { safeJsonParse } from './storage';
import { toUserInfo } from './user-info';

/** Every portal cookie lives at path / so all routes (and the gateway) see the same value. */
const PATH = '/';

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, expires: number | Date = COOKIE_LIFETIME_DAYS): void {
  Cookies.set(name, value, { expires, path: PATH, sameSite: 'Lax' });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: PATH });
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
