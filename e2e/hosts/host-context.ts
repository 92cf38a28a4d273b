import type { Browser, BrowserContext, Page } from '@playwright/test';
import { HOST_FAKE_USER_AGENTS, hostFakeScript, type HostFakeConfig, type HostFakeKind } from './host-fakes';

/** A browser context that looks like the host's container: its user agent and its page-side fake. */
export async function hostContext(
  browser: Browser,
  kind: HostFakeKind,
  config: HostFakeConfig,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ userAgent: HOST_FAKE_USER_AGENTS[kind], locale: 'en-US' });
  if (kind !== 'kiosk' && kind !== 'browser') await context.addInitScript({ content: hostFakeScript(kind, config) });
  const page = await context.newPage();
  return { context, page };
}

/** The container calls the fake recorded (method names, bodies). */
export async function hostCalls(
  page: Page,
): Promise<Array<{ host: string; method: string; body: Record<string, unknown> }>> {
  return page.evaluate(() => (window as unknown as { __hostFakeCalls?: [] }).__hostFakeCalls ?? []);
}

export const WECOM_NAMES = { 'ww-lin-xiao': 'Lin Xiao', 'ww-chen-jing': 'Chen Jing', 'ww-guest-tang': 'Tang Wei' };
