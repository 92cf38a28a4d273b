import { expect, test, type Page } from '@playwright/test';
import { EXAMS, goToQuestion, handIn, openExam, startExam } from './exam-support';

// The portal's service worker is what this spec is about: allowed here, blocked by default elsewhere.
test.use({ serviceWorkers: 'allow' });
// Sign-in, the service worker's install, an offline reload and a hand-in: more than the default budget.
test.describe.configure({ timeout: 120_000 });

/*
 * Chromium's offline emulation (context.setOffline) does not reach a document loaded while it is on:
 * in Chromium 150 the reloaded page's navigator.onLine says true, though every request fails (a page
 * loaded before says false). A device without a network says false from its first script on, and
 * that is the case this spec is about (decision 0036), so the reloaded page is given exactly that:
 * navigator.onLine false until the line returns, then true and the `online` event the browser sends.
 * A Chromium whose emulation reaches the new page reports the same; its own `online` event is then a
 * second one, which the page handles like any repeated event (a flush with nothing new to send).
 */
const OFFLINE_FLAG = 'e2e-offline';

async function keepOfflineAcrossReload(page: Page): Promise<void> {
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), OFFLINE_FLAG);
  await page.addInitScript((flag) => {
    if (sessionStorage.getItem(flag) !== '1') return;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => sessionStorage.getItem(flag) !== '1',
    });
  }, OFFLINE_FLAG);
}

async function backOnline(page: Page): Promise<void> {
  await page.evaluate((flag) => {
    if (sessionStorage.getItem(flag) !== '1') return;
    sessionStorage.removeItem(flag);
    window.dispatchEvent(new Event('online'));
  }, OFFLINE_FLAG);
}

test('an exam page reloaded with the network off opens from the device, answers and all, and hands in once back online', async ({
  page,
  context,
}) => {
  await openExam(page, EXAMS.objective);
  await startExam(page);
  const sheet = page.getByRole('navigation', { name: 'Answer sheet' });
  const offlineBanner = page.getByRole('status').filter({ hasText: 'You are offline' });
  // A learner's first visit installs the service worker; a reload offline needs it in charge. Its
  // install downloads the portal's code, which takes a while on a busy machine.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller?.state ?? 'none'), {
      message: 'a service worker controls the exam page',
      timeout: 30_000,
    })
    .toBe('activated');

  // Online: two answers saved to the server.
  await page.getByRole('radio', { name: 'Blue' }).check();
  await goToQuestion(page, 2);
  for (const n of ['2', '3', '5']) await page.getByRole('checkbox', { name: n, exact: true }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();

  // Offline: two more answers, kept on the device only.
  await context.setOffline(true);
  await goToQuestion(page, 3);
  await page.getByRole('radio', { name: 'True' }).check();
  await goToQuestion(page, 4);
  await page.getByRole('textbox', { name: 'Blank 1' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Blank 2' }).fill('Tokyo');
  await expect(offlineBanner).toBeVisible();

  // Reload with the network still off: the paper opens from its local copy, not the browser's error page.
  await keepOfflineAcrossReload(page);
  await page.reload();
  // The whole portal starts from the device's copy: give a busy machine the time it needs.
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  await expect(offlineBanner).toContainText('2 answers are kept on this device');
  await expect(sheet.getByText('4 / 5 answered')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Question 4 of 5/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('Paris');
  await expect(page.getByRole('textbox', { name: 'Blank 2' })).toHaveValue('Tokyo');
  await goToQuestion(page, 1);
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await goToQuestion(page, 2);
  for (const n of ['2', '3', '5']) await expect(page.getByRole('checkbox', { name: n, exact: true })).toBeChecked();
  await goToQuestion(page, 3);
  await expect(page.getByRole('radio', { name: 'True' })).toBeChecked();
  // Still offline: the last answer goes on the device too.
  await goToQuestion(page, 5);
  await page.getByRole('radio', { name: 'False' }).check();
  await expect(sheet.getByText('5 / 5 answered')).toBeVisible();
  await expect(offlineBanner).toContainText('3 answers are kept on this device');

  // The line returns: what waited goes up, the banner leaves, and the hand-in scores every answer.
  await context.setOffline(false);
  await backOnline(page);
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(offlineBanner).toBeHidden();
  await handIn(page);
  // This attempt is the newest one (other specs sit this exam too); every answer reached the server.
  const attempts = page.getByRole('cell', { name: /^Attempt \d+$/ });
  await expect(attempts.first()).toBeVisible();
  const numbers = (await attempts.allTextContents()).map((text) => Number(text.replace('Attempt ', '')));
  await page.getByRole('button', { name: `Answers of attempt ${Math.max(...numbers)}` }).click();
  await expect(page.getByText('5 right, 0 wrong, 5 questions')).toBeVisible();
});
