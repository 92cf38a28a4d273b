import { readStored, writeStored } from '../../lib/storage';

/** Where the enterprise chosen by `?eid=` is remembered, so a reload stays in that enterprise. */
export const STORED_EID_KEY = 'lp:eid';

function parseEid(value: string | null | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/**
 * The eid used before the init call answers: an `?eid=` in the address the portal was opened
 * with (remembered for later loads), else the one remembered from an earlier load, else the
 * deployment's `defaultEid`, else 0 (the gateway picks the enterprise, e.g. by domain).
 */
export function resolveStartupEid(defaultEid: number, pageUrl: string): number {
  let fromQuery: number | null = null;
  try {
    fromQuery = parseEid(new URL(pageUrl).searchParams.get('eid'));
  } catch {
    fromQuery = null;
  }
  if (fromQuery !== null) {
    writeStored('local', STORED_EID_KEY, String(fromQuery));
    return fromQuery;
  }
  return parseEid(readStored('local', STORED_EID_KEY)) ?? (defaultEid > 0 ? defaultEid : 0);
}
