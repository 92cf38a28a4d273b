/** The public face of host adapters: the rest of the portal imports only from here. */
import { createBrowserAdapter } from './browser/browser-adapter';
import type { HostAdapter } from './types';

export type { HostAdapter, HostKind, HostNavigation } from './types';
export { createBrowserAdapter } from './browser/browser-adapter';

let current: HostAdapter | null = null;

/**
 * The adapter for this page, chosen once at start-up. Only the browser exists for now;
 * host detection (DingTalk, WeCom, kiosk) replaces this choice when those adapters land.
 */
export function getHostAdapter(): HostAdapter {
  current ??= createBrowserAdapter();
  return current;
}

/** Tests (and a future detect step) install a specific adapter. */
export function setHostAdapter(adapter: HostAdapter | null): void {
  current = adapter;
}
