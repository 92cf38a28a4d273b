import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/sign-in';
import { expectFocusRing, focused, tabTo } from './keyboard';

/*
 * The objective quiz of the seed (single, multiple, judge, fill-in, judge), taken from the
 * transition page to the result with the keyboard only: Tab, Enter, Space, arrows and the
 * answering page's shortcuts (src/features/exams/keyboard.ts). No click, no fill().
 */
const QUIZ_ID = 13;

/** The number key of an option on the current question (shortcuts count from 1). */
async function optionKey(page: Page, role: 'radio' | 'checkbox', name: string): Promise<string> {
  const names = await page
    .getByRole('region', { name: /^Question \d+ of/ })
    .getByRole(role)
    .evaluateAll((inputs) => inputs.map((i) => i.closest('label')?.textContent?.trim() ?? ''));
  const index = names.findIndex((text) => text.endsWith(name));
  expect(index, `${name} among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  return String(index + 1);
}

async function expectQuestion(page: Page, n: number): Promise<void> {
  await expect(page.getByRole('region', { name: new RegExp(`^Question ${n} of 5`) })).toBeVisible();
}

test('an exam from start to hand-in with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'learner');
  await page.goto(`/task/exam/excessive/${QUIZ_ID}?eid=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exam demo: objective quiz' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: /Start the exam|Continue answering/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/task\/exam\/questions\/\d+/);
  await expectQuestion(page, 1);
  // A screen reader hears where it is (number and type), politely.
  await expect(page.locator('[aria-live="polite"]', { hasText: /^Question 1 of 5, / })).toHaveCount(1);

  // 1 single choice: its number key; then → to the next question.
  await page.keyboard.press(await optionKey(page, 'radio', 'Blue'));
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expectQuestion(page, 2);
  await expect(page.locator('[aria-live="polite"]', { hasText: /^Question 2 of 5, / })).toHaveCount(1);

  // 2 multiple choice: number keys toggle.
  for (const n of ['2', '3', '5']) await page.keyboard.press(await optionKey(page, 'checkbox', n));
  for (const n of ['2', '3', '5']) await expect(page.getByRole('checkbox', { name: n, exact: true })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expectQuestion(page, 3);

  // 3 judge: Tab to the option and Space, the way without shortcuts.
  await tabTo(page, page.getByRole('radio', { name: 'True' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'True' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expectQuestion(page, 4);

  // 4 fill-in: typing in a blank keeps the keys (arrows move the caret, not the question).
  await tabTo(page, page.getByRole('textbox', { name: 'Blank 1' }));
  await page.keyboard.type('Paris');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Blank 2' })).toBeFocused();
  await page.keyboard.type('Tokyo');
  await page.keyboard.press('ArrowRight');
  await expectQuestion(page, 4);
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expectQuestion(page, 5);

  // 5 judge by its shortcut.
  await page.keyboard.press(await optionKey(page, 'radio', 'False'));
  await expect(page.getByRole('radio', { name: 'False' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Hand in: the dialog takes the focus, keeps it (Tab cycles inside), Escape gives it back.
  // The exam's own top bar (the page hides the portal header).
  const handIn = page.locator('.lp-exam-bar').getByRole('button', { name: 'Hand in', exact: true });
  await tabTo(page, handIn, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: 'focus moves into the dialog' })
    .toBe(true);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), await focused(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(handIn, 'focus returns to the button that opened the dialog').toBeFocused();
  await expectFocusRing(page);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Hand in' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/task\/exam\/result\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
