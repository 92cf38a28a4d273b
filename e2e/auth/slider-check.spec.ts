import { expect, test, type Page } from '@playwright/test';
import { SLIDER_RULES } from '../../server/routes/auth/slider.service';
import { sendSigned, signed } from '../support/signed-api';
import { readCodeFromOutbox } from './auth-helpers';

test.describe.configure({ timeout: 60_000 });

/** Where the gap is, read from the puzzle's picture (the test looks at it as a person would). */
async function gapOf(page: Page): Promise<number> {
  const src = await page.locator('.lp-slider-picture img').first().getAttribute('src');
  const svg = Buffer.from(src!.split(',')[1]!, 'base64').toString('utf8');
  return Number(/<rect x="(\d+)" y="\d+" width="44" height="44" rx="6" fill="#000"/.exec(svg)![1]);
}

/**
 * Move the piece with the keyboard: Shift+arrow moves 10 px, an arrow 1 px. Then hold it there
 * as a hand would: the server takes an answer given within SLIDER_RULES.minDragMs of the first
 * move for a script's, and a few key presses on a fast machine take less than that.
 */
async function slideTo(page: Page, x: number) {
  const handle = page.getByRole('slider', { name: 'Puzzle piece position' });
  await handle.focus();
  const startedAt = Date.now();
  for (let i = 0; i < Math.floor(x / 10); i += 1) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(x));
  const held = Date.now() - startedAt;
  if (held < SLIDER_RULES.minDragMs + 100) await page.waitForTimeout(SLIDER_RULES.minDragMs + 100 - held);
}

test('after repeated code sends the slider check comes first; passing it sends the code', async ({ page, request }) => {
  const phone = '13800138003';
  // Three sends for this phone (one sent, two refused as too soon) use up its free sends.
  for (let i = 0; i < 3; i += 1)
    await sendSigned(request, signed('/send-message', { phone, purpose: 'login' }, { eid: 1, method: 'POST' }));
  // The one real send was just now: wait out the e2e server's resend interval (CODE_RESEND_INTERVAL_MS, 12 s).
  await page.waitForTimeout(12_500);

  await page.goto('/login?eid=1');
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();

  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Drag the slider until the piece fills the gap.')).toBeVisible();
  // A wrong place brings a new puzzle.
  const first = await gapOf(page);
  const picture = page.locator('.lp-slider-picture img').first();
  const firstPicture = await picture.getAttribute('src');
  await slideTo(page, first > 100 ? first - 40 : first + 40);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Not quite. Here is a new puzzle.');
  // The new puzzle's picture replaces the old one a moment after the notice: read the gap from it.
  await expect(picture).not.toHaveAttribute('src', firstPicture!);

  await slideTo(page, await gapOf(page));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'A code is on its way' })).toBeVisible();

  const code = await readCodeFromOutbox(request, phone);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/index$/);
});
