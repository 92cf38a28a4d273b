import type { EnterpriseConfig } from '../../../protocol';
import type { EnterpriseRefusal } from '../../features/session';
import type { RouteMeta } from '../routes/route-meta';

/** sessionStorage: the QR-scan login redirect already happened in this browser session. */
export const QR_REDIRECTED_KEY = 'lp:qr-redirected';

export interface GateInput {
  pathname: string;
  search: string;
  hash: string;
  meta: RouteMeta;
  loggedIn: boolean;
  enterprise: EnterpriseConfig | null;
  refusal: EnterpriseRefusal | null;
  /** Inside DingTalk or WeCom the host signs the user in itself (spec 000 §4 exempt list). */
  inChatHost: boolean;
  /** True only for the first navigation of this browser session (QR-scan login redirect). */
  firstNavigation: boolean;
}

export type GateDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** Leave the portal for the enterprise's QR-scan login page. */
  | { kind: 'external'; url: string };

const q = encodeURIComponent;

/** Spec 000 §4 access check: 3 expired, 4 locked, 5 closed, 2 not a member; 0 when all is well. */
export function accessCode(enterprise: EnterpriseConfig, options: { memberExempt: boolean }): 0 | 2 | 3 | 4 | 5 {
  if (enterprise.expireStatus === 'N') return 3;
  if (enterprise.islock === 'N') return 4;
  if (Number(enterprise.isdelete) === 1) return 5;
  if (enterprise.is_jion === 'N' && !options.memberExempt) return 2;
  return 0;
}

function hasQuery(search: string, key: string): boolean {
  return new URLSearchParams(search).has(key);
}

/**
 * Where a navigation may go, in spec 000 §4's order: the prompt page always renders; an
 * enterprise the gateway refused goes to /prompt with its code; the access check (skipped for
 * eid 0) sends non-public pages to /prompt; visitors on guarded pages go to the QR-scan login
 * on the first navigation when the enterprise has one, otherwise to /login with backUrl.
 */
export function decideGate(input: GateInput): GateDecision {
  const { pathname, meta } = input;
  const here = pathname + input.search + input.hash;
  if (pathname === '/prompt') return { kind: 'render' };

  if (input.refusal) {
    const r = input.refusal;
    return {
      kind: 'redirect',
      to: `/prompt?errorMsg=${r.code}&dataInfo=${q(r.msg)}&url=${q(r.url || here)}&uid=${q(r.uid)}`,
    };
  }

  const isLogin = pathname === '/login';
  // Public pages skip the check, except sign-in (its only exception is membership) and the
  // enterprise switch, which is how a member of an expired enterprise gets out of it.
  const checked =
    input.enterprise && input.enterprise.eid !== 0 && (!meta.isPublic || isLogin) && pathname !== '/switchEnterprise';
  if (checked) {
    const preview = hasQuery(input.search, 'preview');
    const code = accessCode(input.enterprise!, { memberExempt: meta.memberExempt || isLogin || preview });
    if (code !== 0) return { kind: 'redirect', to: `/prompt?errorMsg=${code}&url=${q(here)}` };
  }

  if (input.loggedIn) return { kind: 'render' };
  const exempt =
    meta.isPublic ||
    meta.authExempt ||
    hasQuery(input.search, 'preview') ||
    hasQuery(input.search, 'outsideReview') ||
    input.inChatHost ||
    (input.enterprise?.puborg === '1' && !meta.requireAuth);
  // The QR-scan login replaces the sign-in page once per browser session (so its own "use a
  // password instead" link back to /login does not loop).
  const qrUrl = input.enterprise?.pcScanQRCodeLoginUrl ?? '';
  if (input.firstNavigation && qrUrl && !input.inChatHost && (isLogin || !exempt))
    return { kind: 'external', url: qrUrl };
  if (exempt) return { kind: 'render' };
  return { kind: 'redirect', to: `/login?backUrl=${q(here)}` };
}
