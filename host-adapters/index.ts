/** The public face of host adapters: the rest of the portal imports only from here. */
import { createBrowserAdapter } from './browser/browser-adapter';
import { detectFromWindow } from './detect';
import { createDingtalkAdapter } from './dingtalk/dingtalk-adapter';
import { createKioskAdapter } from './kiosk/kiosk-adapter';
import type { HostAdapter } from './types';
import { createWecomAdapter } from './wecom/wecom-adapter';

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

/** The adapter for this page, chosen once at start-up by detect.ts. */
export function getHostAdapter(): HostAdapter {
  current ??= createDetectedAdapter();
  return current;
}

/** Tests install a specific adapter; null makes the next call detect again. */
export function setHostAdapter(adapter: HostAdapter | null): void {
  current = adapter;
}

function createDetectedAdapter(): HostAdapter {
  const detected = detectFromWindow();
  if (detected.kind === 'dingtalk')
    return createDingtalkAdapter(window, detected.variant === 'mobile' ? 'mobile' : 'pc');
  if (detected.kind === 'wecom')
    return createWecomAdapter(window, undefined, detected.variant === 'mobile' ? 'mobile' : 'pc');
  if (detected.kind === 'kiosk') return createKioskAdapter(window);
  return createBrowserAdapter(window);
}
