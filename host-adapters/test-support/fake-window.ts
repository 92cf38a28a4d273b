import { vi } from 'vitest';
import type { HostWindow } from '../common/host-window';

/** A window for adapter tests: records navigation, keeps session storage in memory. */
export function fakeWindow(href = 'https://learn.example.com/index?eid=1') {
  const store = new Map<string, string>();
  const url = new URL(href);
  const win = {
    location: { href, origin: url.origin, reload: vi.fn(), assign: vi.fn(), replace: vi.fn() },
    history: {
      back: vi.fn(),
      replaceState: vi.fn((_data: unknown, _unused: string, next?: string | URL | null) => {
        if (next) win.location.href = new URL(String(next), url.origin).href;
      }),
    },
    document: { title: '' },
    open: vi.fn(),
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  };
  return win satisfies HostWindow;
}
