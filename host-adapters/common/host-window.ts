/** The slice of `window` the adapters use; tests pass a fake. */
export interface HostWindow {
  location: Pick<Location, 'href' | 'origin' | 'reload' | 'assign' | 'replace'>;
  history: Pick<History, 'back' | 'replaceState'> & { readonly state?: unknown };
  document: { title: string; addEventListener?(type: string, listener: (event: Event) => void): void };
  open(url: string, target: string, features: string): unknown;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** A portal path as a full address on this origin. */
export function routeUrl(win: HostWindow, path: string): string {
  return new URL(path, win.location.origin).href;
}

/** Random text for OAuth `state` (anti-forgery of the callback). */
export function randomState(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Storage can throw (private mode, disabled): the adapters then behave as if nothing was stored. */
export function readStored(win: HostWindow, key: string): string | null {
  try {
    return win.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(win: HostWindow, key: string, value: string | null): void {
  try {
    if (value === null) win.sessionStorage.removeItem(key);
    else win.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the flow that needed it starts over.
  }
}

/**
 * True on the page the portal opened on: react-router's browser history numbers its entries
 * (`history.state.idx`, 0 first), and an entry without a number is one the portal did not make.
 * Behind it are only the host's launcher or the sign-in redirect that brought the person here.
 */
export function onFirstPage(win: HostWindow): boolean {
  const state = win.history.state as { idx?: unknown } | null | undefined;
  return typeof state?.idx !== 'number' || state.idx <= 0;
}
