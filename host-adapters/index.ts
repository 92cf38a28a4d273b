/** The public face of host adapters: the rest of the portal imports only from here. */
import { createBrowserAdapter } from './browser/browser-adapter';
import { detectFromWindow } from './detect';
import { createKioskAdapter } from './kiosk/kiosk-adapter';
import type { HostAdapter } from './types';

export type {
  FetchHostSignature,
  HostAdapter,
  HostKind,
  HostLoginCode,
  HostNavigation,
  OpenData,
  QrLogin,
  QrLoginOption,
} from './types';
export { createBrowserAdapter } from './browser/browser-adapter';
export { createKioskAdapter } from './kiosk/kiosk-adapter';
export { createIdleTimer, type IdleTimer, type IdleTimerOptions } from './kiosk/idle-timer';
export { detectHost, KIOSK_SESSION_KEY, type DetectInput, type Detected } from './detect';
export { setRouteNavigator } from './common/route-navigator';

let current: HostAdapter | null = null;

/**
 * The adapter for this page, chosen once at start-up by detect.ts. Inside DingTalk or WeCom it is
 * the one `loadHostAdapter` loaded (src/main.tsx waits for it before the portal starts).
 */
export function getHostAdapter(): HostAdapter {
  current ??= createBuiltInAdapter();
  return current;
}

/** Tests install a specific adapter; null makes the next call detect again. */
export function setHostAdapter(adapter: HostAdapter | null): void {
  current = adapter;
}

/**
 * Detects the host and creates its adapter, loading the DingTalk and WeCom adapters (and, through
 * them, their SDKs) only inside those hosts: a browser or kiosk never downloads them (decision
 * 0062). Settles at once for a browser or a kiosk.
 */
export async function loadHostAdapter(): Promise<HostAdapter> {
  if (current) return current;
  const detected = detectFromWindow();
  const variant = detected.variant === 'mobile' ? 'mobile' : 'pc';
  if (detected.kind === 'dingtalk') {
    const { createDingtalkAdapter } = await import('./dingtalk/dingtalk-adapter');
    current ??= createDingtalkAdapter(window, variant);
  } else if (detected.kind === 'wecom') {
    const { createWecomAdapter } = await import('./wecom/wecom-adapter');
    current ??= createWecomAdapter(window, undefined, variant);
  }
  return getHostAdapter();
}

function createBuiltInAdapter(): HostAdapter {
  const detected = detectFromWindow();
  if (detected.kind === 'dingtalk' || detected.kind === 'wecom')
    throw new Error(`the ${detected.kind} adapter loads asynchronously: await loadHostAdapter() first`);
  if (detected.kind === 'kiosk') return createKioskAdapter(window);
  return createBrowserAdapter(window);
}
