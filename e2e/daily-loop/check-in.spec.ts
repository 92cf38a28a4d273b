import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

// The demo history is written in the platform's default zone (+08:00): the learner's day matches it.
test.use({ timezoneId: 'Asia/Shanghai' });

async function openDialog(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Check(ed)? in$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Daily check-in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function balanceIn(dialog: ReturnType<Page['getByRole']>): Promise<number> {
  const text = await dialog.getByText(/points balance \d+/).textContent();
  return Number(/points balance (\d+)/.exec(text ?? '')![1]);
}

test('a first check-in adds points once: a double click and a replayed request add nothing', async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await page.waitForURL(/\/index/);

  const dialog = await openDialog(page);
  // The seeded learner checked in the four days before today.
  await expect(dialog.getByText('4-day streak')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Today: not yet checked in, +5' })).toBeVisible();
  const before = await balanceIn(dialog);

  const signRequest = page.waitForRequest(
    (request) => request.url().includes('apiSystem/sign') && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Check in today (+5 points)' }).dblclick();
  const sent = await signRequest;
  await expect(dialog.getByText('Checked in: +5 points.')).toBeVisible();
  await expect(dialog.getByText('5-day streak')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Today: checked in, +5' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Checked in today — see you tomorrow' })).toBeDisabled();
  expect(await balanceIn(dialog)).toBe(before + 5);

  // The same signed request again, byte for byte (a retry or a replay): nothing more is credited.
  const replay = await page.request.fetch(sent.url(), {
    method: 'POST',
    headers: sent.headers(),
    data: sent.postData() ?? '',
  });
  const replayed = (await replay.json()) as { status: string; data?: { newlyCheckedIn?: boolean } };
  expect(replayed.status === 'N' || replayed.data?.newlyCheckedIn === false).toBe(true);

  await page.keyboard.press('Escape');
  await page.reload();
  const again = await openDialog(page);
  await expect(again.getByRole('button', { name: 'Checked in today — see you tomorrow' })).toBeDisabled();
  expect(await balanceIn(again)).toBe(before + 5);
  await page.keyboard.press('Escape');

  // The points ledger holds exactly one check-in for today.
  await page.goto('/my/my-integral');
  await expect(page.getByRole('heading', { level: 1, name: 'My points' })).toBeVisible();
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  await expect(page.getByRole('row').filter({ hasText: today }).filter({ hasText: 'Daily check-in' })).toHaveCount(1);

  // The server awarded today's daily check-in medal (four seeded days + today).
  await page.goto('/my/medal');
  await expect(page.getByRole('listitem', { name: 'Checked in today: Earned' })).toContainText('Earned on 5 days');
});
