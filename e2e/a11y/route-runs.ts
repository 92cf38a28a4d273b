import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi } from '../support/sign-in';
import { AxeTally, HTML_LANG, navigate, settle, useLanguage, type Language } from './axe-support';
import { checkedRoutes, type Role } from './route-list';

/*
 * axe-core (WCAG 2.0/2.1 A and AA) over every route of the route table that has a page, in the
 * given UI languages, each as the role that uses it: 0 serious or critical violations. One start-up
 * per role and language; the routes after it are client-side navigations, so each costs its render.
 * The three languages are split between the two e2e lanes' spec files (routes.spec.ts and
 * routes-zh-hant-en.spec.ts; decision 0025), the largest single piece of either lane.
 */
const START: Record<Role, { url: string; account?: string }> = {
  visitor: { url: '/login?eid=1' },
  learner: { url: '/index?eid=1', account: 'learner' },
  admin: { url: '/index?eid=1', account: 'admin' },
};

async function openAs(browser: Browser, role: Role, language: Language): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, language);
  const start = START[role];
  if (start.account) await signInByApi(page, start.account);
  await page.goto(start.url);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
  return page;
}

/*
 * Each language in parts of at most PART routes of one role, each part its own test with its own
 * time-out: over 100 routes in one test outgrew any sensible time-out on a busy machine, and a
 * time-out reported nothing of what had been checked.
 */
const PART = 20;
const parts = (['visitor', 'learner', 'admin'] as const).flatMap((role) => {
  const routes = checkedRoutes().filter((r) => r.role === role);
  return Array.from({ length: Math.ceil(routes.length / PART) }, (_, i) => ({
    role,
    n: i + 1,
    routes: routes.slice(i * PART, (i + 1) * PART),
  }));
});

/** One test per language and part: every checked route, in each of `languages`. */
export function defineRouteRuns(languages: readonly Language[]): void {
  for (const language of languages) {
    for (const { role, n, routes } of parts) {
      test(`axe: every route with a page, ${language}, ${role} ${n}`, async ({ browser }) => {
        test.setTimeout(240_000);
        const tally = new AxeTally(`routes ${language} ${role} ${n}`);
        const page = await openAs(browser, role, language);
        for (const { route, url } of routes) {
          await navigate(page, url);
          await settle(page);
          await tally.check(page, `${language} ${route} (${role})`);
        }
        await page.context().close();
        tally.report();
      });
    }
  }
}
