import { afterEach, describe, expect, it } from 'vitest';
import { getHostAdapter, setHostAdapter } from '../../host-adapters';
import { kioskIdleSettings } from './kiosk-idle-sign-out';

/*
 * The bundled server serves the kiosk settings in /runtime-config.js from its environment
 * (server/runtime-config.test.ts); here the portal reads exactly those keys from the page's
 * window.__LP_CONFIG__, with no argument, as it does at start-up.
 */
const served = `window.__LP_CONFIG__ = ${JSON.stringify({
  apiBase: '',
  appKey: 'k',
  defaultEid: 0,
  kioskIdleSeconds: 300,
  kioskWarnSeconds: 45,
  kioskUserAgentToken: 'AcmeKiosk/2',
})};`;

const realAgent = navigator.userAgent;
function useAgent(userAgent: string): void {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  sessionStorage.clear();
  setHostAdapter(null);
}

afterEach(() => {
  delete (window as { __LP_CONFIG__?: unknown }).__LP_CONFIG__;
  useAgent(realAgent);
});

describe('the portal uses the kiosk settings of the served runtime config (issue 17.8)', () => {
  it('signs a kiosk out after the served idle time, with the served countdown', () => {
    new Function(served)();
    expect(kioskIdleSettings()).toEqual({ idleMs: 300_000, warnMs: 45_000 });
  });

  it('takes a user agent with the served token for a kiosk, and the default token no longer', () => {
    new Function(served)();
    useAgent('Mozilla/5.0 Chrome/120.0 AcmeKiosk/2');
    expect(getHostAdapter().kind).toBe('kiosk');
    useAgent('Mozilla/5.0 Chrome/120.0 LearningPortalKiosk');
    expect(getHostAdapter().kind).toBe('browser');
  });
});
