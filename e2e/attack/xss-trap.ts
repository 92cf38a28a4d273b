import type { Page } from '@playwright/test';

/**
 * Installs traps before any page script runs: the payloads' `X(n)`, `alert`, `confirm`, `prompt`
 * and `console.log('xss-n')` are recorded instead of acting, and any request for `/xss-n` is
 * recorded too. `ran()` lists what fired.
 */
export async function trapXss(page: Page): Promise<{ ran: () => Promise<string[]> }> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/xss-\d+/.test(request.url())) requests.push(`request ${request.url()}`);
  });
  await page.addInitScript(() => {
    const fired: string[] = [];
    const record = (how: string) => (value?: unknown) => {
      fired.push(`${how} ${String(value)}`);
      return how === 'confirm' ? false : null;
    };
    Object.assign(window, {
      __xssFired: fired,
      X: record('X'),
      alert: record('alert'),
      confirm: record('confirm'),
      prompt: record('prompt'),
    });
    const log = console.log.bind(console);
    console.log = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('xss-')) fired.push(`console ${args[0]}`);
      else log(...args);
    };
  });
  return {
    ran: async () => [
      ...requests,
      ...(await page.evaluate(() => (window as unknown as { __xssFired: string[] }).__xssFired)),
    ],
  };
}
