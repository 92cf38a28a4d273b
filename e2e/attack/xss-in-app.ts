import { expect, type Browser, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { expectTrapWorks } from './xss-harness';
import { trapXss } from './xss-trap';

export interface TrappedPage {
  page: Page;
  /** What fired on this page since the positive control (the trap's record survives in-app moves). */
  ran: () => Promise<string[]>;
}

const expectPath = (page: Page, url: string) =>
  expect(page).toHaveURL((current) => current.pathname === url.split('?')[0]);

/**
 * A browser context of its own (enterprise 2 keeps one session per person) with the trap, signed in
 * through the API to the enterprise of `url` (its `eid`) and opened on `url`; the positive control is
 * proved there and its one record (`X 0`, no payload's number) taken out again, so what `ran` reports
 * is the payloads'.
 */
export async function trappedSignIn(browser: Browser, account: string, url: string): Promise<TrappedPage> {
  const page = await (await browser.newContext()).newPage();
  const trap = await trapXss(page);
  const eid = Number(new URL(url, 'http://localhost').searchParams.get('eid') ?? 1);
  await openSignedIn(page, url, account, { eid });
  await expectPath(page, url);
  await expectTrapWorks(page, trap.ran);
  await page.evaluate(() => {
    const fired = (window as unknown as { __xssFired: string[] }).__xssFired;
    fired.splice(fired.indexOf('X 0'), 1);
  });
  return { page, ran: trap.ran };
}

/**
 * Move inside the app as a link would (the router follows history), not by reloading it: a dozen
 * pages then fit the suite's time budget, and every view still mounts afresh with its own data.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expectPath(page, url);
}

/** Wait until every text shows exactly as stored (so as text, not markup), then give event-handler payloads their chance. */
export async function expectShownAsText(page: Page, texts: string[]): Promise<void> {
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await letHandlersRun(page);
}

/** Event-handler payloads (failing images, autofocus, animations) get their chance to fire. */
export async function letHandlersRun(page: Page): Promise<void> {
  await page.waitForTimeout(150);
}
