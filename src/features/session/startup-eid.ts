import { readStored, readStoredJson, removeStored, writeStored } from '../../lib/storage';

/** Where the enterprise chosen by `?eid=` is remembered, so a reload stays in that enterprise. */
export const STORED_EID_KEY = 'lp:eid';

/**
 * The enterprise the signed-in user is a member of, as the init call confirmed it, with the user
 * it was confirmed for (a cookie of another user must not inherit it).
 */
export const SESSION_EID_KEY = 'lp:session-eid';

function parseEid(value: string | null | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** The member's own enterprise, when this browser saw the gateway confirm it for this user. */
export function readSessionEid(userid: string): number | null {
  if (!userid) return null;
  const stored = readStoredJson<{ eid?: unknown; userid?: unknown } | null>('local', SESSION_EID_KEY, null);
  if (!stored || stored.userid !== userid || typeof stored.eid !== 'number') return null;
  return Number.isInteger(stored.eid) && stored.eid > 0 ? stored.eid : null;
}

export function rememberSessionEid(eid: number, userid: string): void {
  if (eid > 0 && userid) writeStored('local', SESSION_EID_KEY, JSON.stringify({ eid, userid }));
}

export function forgetSessionEid(): void {
  removeStored('local', SESSION_EID_KEY);
}

export interface StartupEid {
  /** The enterprise the portal starts in (every envelope's eid until the init call answers). */
  eid: number;
  /**
   * An `?eid=` of another enterprise opened while signed in (a shared link): shown as that
   * enterprise's public face where a page has one, never taken over as the session's enterprise.
   */
  linkEid: number | null;
}

/**
 * The eid used before the init call answers: an `?eid=` in the address the portal was opened
 * with (remembered for later loads), else the one remembered from an earlier load, else the
 * deployment's `defaultEid`, else 0 (the gateway picks the enterprise, e.g. by domain).
 *
 * A signed-in member stays in their own enterprise (issue 17): a link to another one does not
 * replace it (their session would be refused everywhere, "not a member"), it becomes `linkEid`.
 */
export function resolveStartup(defaultEid: number, pageUrl: string, signedInUserid = ''): StartupEid {
  let fromQuery: number | null = null;
  try {
    fromQuery = parseEid(new URL(pageUrl).searchParams.get('eid'));
  } catch {
    fromQuery = null;
  }
  const own = readSessionEid(signedInUserid);
  if (own !== null) {
    writeStored('local', STORED_EID_KEY, String(own));
    return { eid: own, linkEid: fromQuery !== null && fromQuery !== own ? fromQuery : null };
  }
  if (fromQuery !== null) {
    writeStored('local', STORED_EID_KEY, String(fromQuery));
    return { eid: fromQuery, linkEid: null };
  }
  return { eid: parseEid(readStored('local', STORED_EID_KEY)) ?? (defaultEid > 0 ? defaultEid : 0), linkEid: null };
}

/** The start-up eid alone (see `resolveStartup`). */
export function resolveStartupEid(defaultEid: number, pageUrl: string, signedInUserid = ''): number {
  return resolveStartup(defaultEid, pageUrl, signedInUserid).eid;
}
