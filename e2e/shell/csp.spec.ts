import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/*
 * Decision 0035: the portal's pages carry a Content-Security-Policy, and the portal works under
 * it — the browser reports no violation while a learner opens the main pages — while a script
 * injected into the page as inline text does not run.
 */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/**
 * What the policy blocked that the portal needed. zod and pdf.js probe whether eval is allowed
 * (`try { Function('') }`) and fall back when it is not: those refusals are the policy working.
 */
const blockedResources = async (page: Page) => (await violations(page)).filter((v) => !v.endsWith(' eval'));

test('the signed-in portal runs under its policy without a violation', async ({ page }) => {
  // Four pages to full network rest, on a busy 2-core machine.
  test.setTimeout(120_000);
  await watchViolations(page);
  await openSignedIn(page, '/index?eid=1', 'learner');
  const policy = (await page.request.get('/index?eid=1')).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'[^;]*;/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  await expect(page.getByRole('banner')).toBeVisible();
  for (const path of ['/course?eid=1', '/my/studycalendar?eid=1', '/main/message/ownMessage?eid=1', '/editor?eid=1']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await blockedResources(page), path).toEqual([]);
  }
});

test('an inline script injected into the page does not run', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/login?eid=1');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
});
