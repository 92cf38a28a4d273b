/**
 * Whether a visit the server answered with login.html can be served by the sign-in entry alone
 * (decision 0073), or must be handed to the whole portal at once. The entry covers the sign-in card
 * as a browser or kiosk shows it to someone signed out; everything else — a signed-in visitor (who
 * is sent on), DingTalk and WeCom (which sign in silently), an outsider's join form, sign-up — is
 * the portal's, which already does it.
 */
export interface VisitFacts {
  pathname: string;
  search: string;
  signedIn: boolean;
  hostKind: string;
}

/** Sign-up's form links to the agreement with the router, so sign-up is the portal's. */
const PORTAL_QUERY = ['outsideReview'];

export function signInEntryFits(visit: VisitFacts): boolean {
  if (visit.pathname !== '/login') return false;
  if (visit.signedIn) return false;
  if (visit.hostKind === 'dingtalk' || visit.hostKind === 'wecom') return false;
  const search = new URLSearchParams(visit.search);
  if (PORTAL_QUERY.some((name) => search.has(name))) return false;
  return search.get('loginType') !== 'register';
}

/** The address the card moves to stays with the entry only when it is still the sign-in card. */
export function staysInSignInEntry(to: string, base: string): boolean {
  const url = new URL(to, base);
  return signInEntryFits({ pathname: url.pathname, search: url.search, signedIn: false, hostKind: 'browser' });
}
