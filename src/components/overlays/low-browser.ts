import { LOW_BROWSER_BANNER_HIDE_DAYS } from '../../lib/constants';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/**
 * Oldest versions the built portal supports (Vite's default "baseline widely available" target);
 * below these, pages may fail (decision 0006).
 */
export const MIN_BROWSER_VERSIONS = { chrome: 107, edge: 107, firefox: 104, safari: 16 } as const;

/** Features the portal relies on; a browser lacking one gets the banner whatever it claims to be. */
export function missingFeatures(scope: typeof globalThis = globalThis): string[] {
  const missing: string[] = [];
  if (typeof scope.fetch !== 'function') missing.push('fetch');
  if (typeof scope.IntersectionObserver !== 'function') missing.push('IntersectionObserver');
  if (typeof scope.ResizeObserver !== 'function') missing.push('ResizeObserver');
  if (typeof scope.structuredClone !== 'function') missing.push('structuredClone');
  if (typeof Array.prototype.at !== 'function') missing.push('Array.prototype.at');
  if (typeof scope.CSS?.supports !== 'function' || !scope.CSS.supports('display', 'grid')) missing.push('css-grid');
  return missing;
}

function major(ua: string, pattern: RegExp): number | null {
  const match = pattern.exec(ua);
  return match ? Number(match[1]) : null;
}

/** IE and pre-Chromium Edge always; Chrome, Edge, Firefox and Safari below the minimum versions. */
export function isOldUserAgent(ua: string): boolean {
  if (/MSIE |Trident\//.test(ua) || /Edge\/\d/.test(ua)) return true;
  const edge = major(ua, /Edg\/(\d+)/);
  if (edge !== null) return edge < MIN_BROWSER_VERSIONS.edge;
  const firefox = major(ua, /Firefox\/(\d+)/);
  if (firefox !== null) return firefox < MIN_BROWSER_VERSIONS.firefox;
  const chrome = major(ua, /(?:Chrome|Chromium|CriOS)\/(\d+)/);
  if (chrome !== null) return chrome < MIN_BROWSER_VERSIONS.chrome;
  const safari = /Safari\//.test(ua) ? major(ua, /Version\/(\d+)/) : null;
  if (safari !== null) return safari < MIN_BROWSER_VERSIONS.safari;
  return false;
}

/** sessionStorage: `?lowBrowser=1` forces the banner for this tab (tests, demos); `?lowBrowser=0` ends it. */
export const LOW_BROWSER_FORCE_KEY = 'lp:low-browser-force';
/** localStorage: when the banner was last closed (ms since the epoch). */
export const LOW_BROWSER_CLOSED_KEY = 'lp:low-browser-closed';

/** Remember `?lowBrowser=` from the address for the rest of the tab's session. */
export function rememberLowBrowserForce(search: string): boolean {
  const value = new URLSearchParams(search).get('lowBrowser');
  if (value === '1') writeStored('session', LOW_BROWSER_FORCE_KEY, '1');
  if (value === '0') removeStored('session', LOW_BROWSER_FORCE_KEY);
  return readStored('session', LOW_BROWSER_FORCE_KEY) === '1';
}

export function closedRecently(now: number = Date.now()): boolean {
  const closedAt = Number(readStored('local', LOW_BROWSER_CLOSED_KEY));
  return (
    Number.isFinite(closedAt) && closedAt > 0 && now - closedAt < LOW_BROWSER_BANNER_HIDE_DAYS * 24 * 60 * 60 * 1000
  );
}

export function rememberClosed(now: number = Date.now()): void {
  writeStored('local', LOW_BROWSER_CLOSED_KEY, String(now));
}

/** Whether to show the banner now. */
export function shouldShowLowBrowserBanner(input: { forced: boolean; userAgent: string; now?: number }): boolean {
  if (closedRecently(input.now)) return false;
  return input.forced || isOldUserAgent(input.userAgent) || missingFeatures().length > 0;
}
