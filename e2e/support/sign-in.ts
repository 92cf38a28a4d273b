import type { Page } from '@playwright/test';
import {
  COOKIE_LIFETIME_DAYS,
  COOKIE_USER_INFO,
  DEFAULT_APP_KEY,
  decryptJson,
  type ResponseEnvelope,
  type UserInfo,
} from '../../protocol';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { isSignedIn, toUserInfo } from '../../src/lib/user-info';
import { signed } from './signed-api';

/**
 * Fill and submit the English login form on the current login page. Only for specs whose point is
 * the sign-in itself (e2e/auth, e2e/account, the sign-in and gating flows); others use signInByApi.
 */
export async function submitLogin(page: Page, account: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Account').fill(account);
  // The input, not the "Password" tab of the sign-in methods.
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface ApiSignInOptions {
  /** The enterprise signed in to (the page's `?eid=` must match); 1, Aurora, unless told. */
  eid?: number;
  password?: string;
}

/**
 * Sign in without the form (about a second less per sign-in on a busy machine): the sealed, signed
 * apiSystem/login call a portal would send, through the page's own request context, then the
 * `userInfo` cookie the portal writes after a sign-in (session-store loginSucceeded →
 * writeUserInfoCookie), written the way js-cookie writes it. The next page load of the context is
 * signed in: start-up reads the cookie and the enterprise call confirms the session.
 */
export async function signInByApi(page: Page, account: string, options: ApiSignInOptions = {}): Promise<UserInfo> {
  const eid = options.eid ?? 1;
  const call = signed(
    'apiSystem/login',
    { account, password: options.password ?? DEMO_PASSWORD },
    { eid, method: 'POST', now: Date.now() },
  );
  const response = await page.request.fetch(call.url, {
    method: call.method,
    headers: call.headers,
    ...(call.body !== undefined ? { data: call.body } : {}),
  });
  const body = (await response.json()) as ResponseEnvelope;
  if (body.status !== 'Y') throw new Error(`API sign-in of ${account} (eid ${eid}) refused: ${body.code} ${body.msg}`);
  // The sign-in answer travels sealed (docs/protocol.md).
  const data: unknown = typeof body.data === 'string' ? decryptJson(body.data, DEFAULT_APP_KEY) : body.data;
  const user = toUserInfo(data);
  if (!user || !isSignedIn(user)) throw new Error(`API sign-in of ${account} (eid ${eid}) gave no session`);
  await page.context().addCookies([
    {
      name: COOKIE_USER_INFO,
      value: jsCookieValue(JSON.stringify(user)),
      url: new URL(response.url()).origin,
      expires: Math.floor(Date.now() / 1000) + COOKIE_LIFETIME_DAYS * 24 * 3600,
      sameSite: 'Lax',
    },
  ]);
  return user;
}

/** Sign in through the API and open `path` signed in. */
export async function openSignedIn(page: Page, path: string, account: string, options: ApiSignInOptions = {}) {
  await signInByApi(page, account, options);
  await page.goto(path);
}

/** js-cookie's default value encoding: percent-encoded, with the characters a cookie allows left as they are. */
function jsCookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}
