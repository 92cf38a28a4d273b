import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/sign-in';
import { settle } from './axe-support';

/*
 * 200% zoom on the 1200 px minimum desktop window (WCAG 1.4.4 and 1.4.10): the browser then lays
 * the page out in 600 CSS px at two device pixels each, which is what this viewport emulates.
 * Content reflows — no sideways scrolling, nothing cut off — and the screenshots are kept for a
 * person to look at (docs/accessibility.md).
 */
test.use({ viewport: { width: 600, height: 450 }, deviceScaleFactor: 2 });

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
    // Elements sticking out on the right, for the message.
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  }));
  expect(overflow.scroll, `${where}: wider than the window: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(
    overflow.width + 1,
  );
}

test('home and the exam page reflow at 200% zoom of a 1200 px window', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'learner');
  await page.goto('/index?eid=1');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'home');
  await page.screenshot({ path: testInfo.outputPath('home-200.png'), fullPage: true });

  // The all-types paper (open-states.spec.ts may have started it: then it continues).
  await page.goto('/task/exam/excessive/1');
  await settle(page);
  await page.getByRole('button', { name: /Start the exam|Continue answering/ }).click();
  await expect(page.getByRole('region', { name: /^Question 1 of/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'exam');
  // The hand-in button and the time stay reachable.
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand in', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('exam-200.png'), fullPage: true });
});
