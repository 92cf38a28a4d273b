const KEY = 'lp-study-window';

/**
 * This browser tab's id. sessionStorage survives a reload of the tab but is not shared with a
 * new tab, so a reload takes its own study session over while a second tab is a new window.
 */
export function studyWindowId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  const existing = storage?.getItem(KEY);
  if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const id = `w${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  storage?.setItem(KEY, id);
  return id;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
