import { expect, type Page } from '@playwright/test';

/** A 1×1 PNG for the upload question. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const EVERY_TYPE = 'Workplace survey: every question type';

/** Set the portal's language before it starts (localStorage 'lp:language'). */
export async function useLanguage(page: Page, language: 'en_us' | 'zh_cn' | 'zh_hant'): Promise<void> {
  await page.addInitScript((lng) => window.localStorage.setItem('lp:language', lng), language);
}

/** A question's section on the answering page, by its number (1-based). */
export function question(page: Page, id: string) {
  return page.locator(`#question-${id}`);
}

/** From the list to the answering page of a questionnaire by its title. */
export async function openAnswering(page: Page, title: string, start: RegExp): Promise<number> {
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/questionnaire\/excessive\/\d+/);
  const id = Number(/excessive\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: start }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire/questionDetail\\?id=${id}`));
  return id;
}

/** Draw a short stroke on the signature pad and keep it. */
export async function sign(page: Page, keep: RegExp): Promise<void> {
  const canvas = question(page, 'q10').locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 90, { steps: 5 });
  await page.mouse.move(box.x + 160, box.y + 50, { steps: 5 });
  await page.mouse.up();
  await question(page, 'q10').getByRole('button', { name: keep }).click();
  await expect(question(page, 'q10').getByRole('img')).toBeVisible();
}
