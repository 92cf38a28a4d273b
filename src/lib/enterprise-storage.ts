import { setCookieDomain } from './cookies';
import { readStored, removeStored, writeStored } from './storage';

/** The portal's own local-storage keys (lp:…, lp-…): an enterprise's entries never overwrite them. */
const OWN_KEY = /^lp[:-]/;

export interface MxybetaEntry {
  key: string;
  val: string;
}

/**
 * Spec 000 §3 `mxybeta`: key/value pairs the enterprise stores on the device (local storage), for
 * pages and embedded content that read them; the value 'delete' removes a stored key instead.
 */
export function applyMxybeta(entries: readonly MxybetaEntry[] | null | undefined): void {
  for (const entry of entries ?? []) {
    const key = typeof entry?.key === 'string' ? entry.key.trim() : '';
    if (!key || OWN_KEY.test(key) || typeof entry.val !== 'string') continue;
    if (entry.val === 'delete') removeStored('local', key);
    else writeStored('local', key, entry.val);
  }
}

/** A value the enterprise stored through `mxybeta`; null when none. */
export function readMxybeta(key: string): string | null {
  return OWN_KEY.test(key) ? null : readStored('local', key);
}

/**
 * What the init call's enterprise configures on this device: the cookie domain (before any cookie
 * is written for it) and the `mxybeta` entries. Call once the enterprise answers.
 */
export function applyEnterpriseStorage(enterprise: {
  cookiesDomain?: string | null;
  mxybeta?: readonly MxybetaEntry[] | null;
}): void {
  setCookieDomain(enterprise.cookiesDomain);
  applyMxybeta(enterprise.mxybeta);
}
