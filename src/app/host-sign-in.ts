import type { HostLoginConfig, UserInfo } from '../../protocol';
import type { HostAdapter } from '../../host-adapters';
import { fetchHostSignature, isNotInAddressBook, loadHostLoginConfig, loginWithHostCode } from './host-api';

export interface HostSignInDeps {
  host: HostAdapter;
  /** True when the cookie already holds a session: nothing to do. */
  isSignedIn(): boolean;
  /** The session store's `loginSucceeded` (awaited: it re-reads the enterprise for the member). */
  onSignedIn(user: UserInfo): void | Promise<void>;
  /** Show /prompt with this errorMsg (router navigation, replacing the current entry). */
  toPrompt(errorMsg: string): void;
}

export type HostSignInOutcome =
  'signed-in' | 'already-signed-in' | 'not-a-host' | 'no-app' | 'not-in-address-book' | 'failed';

/**
 * The start-up step of spec 000 §4 "the in-chat host login": inside DingTalk or WeCom the
 * learner is signed in silently — the host hands over a one-time code, the server maps the
 * host user to a member of the enterprise. A host user outside the enterprise sees the
 * "not in the address book" prompt. Never throws: a failure leaves the person signed out and
 * the route gate decides what they see. In WeCom the open-data JSAPI is registered as well.
 */
export async function hostSignIn(deps: HostSignInDeps): Promise<HostSignInOutcome> {
  const { host } = deps;
  if (host.kind !== 'dingtalk' && host.kind !== 'wecom') return 'not-a-host';
  let config: HostLoginConfig;
  try {
    config = await loadHostLoginConfig();
  } catch {
    return 'failed';
  }
  if (host.kind === 'wecom' && config.wecom) void startOpenData(host, config.wecom);
  if (deps.isSignedIn()) return 'already-signed-in';
  try {
    const code = await host.inAppLogin(config);
    if (!code) return 'no-app';
    await deps.onSignedIn(await loginWithHostCode(code));
    return 'signed-in';
  } catch (error) {
    if (!isNotInAddressBook(error)) return 'failed';
    deps.toPrompt('not_in_address_book');
    return 'not-in-address-book';
  }
}

/** WeCom: register the JSAPI with server signatures and start open data (names in ww-open-data). */
export async function startOpenData(host: HostAdapter, wecom: { corpId: string; agentId: string }): Promise<boolean> {
  try {
    return await host.openData.init({
      corpId: wecom.corpId,
      agentId: wecom.agentId,
      fetchSignature: fetchHostSignature,
    });
  } catch {
    // Names then show as ids; nothing else depends on open data.
    return false;
  }
}

/**
 * The scan-login callback route (browser, kiosk): exchange the code the vendor returned.
 * 'ignored' when the address carries no code of ours (a forged or stale callback).
 */
export async function finishQrSignIn(
  deps: Omit<HostSignInDeps, 'isSignedIn'> & { url: string },
): Promise<'signed-in' | 'ignored' | 'not-in-address-book' | 'failed'> {
  const code = deps.host.qrLogin.finish(deps.url);
  if (!code) return 'ignored';
  try {
    deps.onSignedIn(await loginWithHostCode(code));
    return 'signed-in';
  } catch (error) {
    if (!isNotInAddressBook(error)) return 'failed';
    deps.toPrompt('not_in_address_book');
    return 'not-in-address-book';
  }
}

/** The scan-login entries for a login page in a browser or on a kiosk (empty inside hosts). */
export async function qrLoginOptions(host: HostAdapter, callbackUrl: string) {
  try {
    return host.qrLogin.options(await loadHostLoginConfig(), callbackUrl);
  } catch {
    return [];
  }
}
