import { expect, type Page } from '@playwright/test';

/** The switcher's accessible name in each UI language (common:language). */
export const SWITCHER_NAME = { en_us: 'Language', zh_hant: '語言', zh_cn: '语言' } as const;

/** Open the language switcher (named in the current UI language) and pick a language by its own name. */
export async function chooseLanguage(page: Page, currentName: string, languageName: string): Promise<void> {
  const switcher = page.getByRole('combobox', { name: currentName }).first();
  const option = page.getByRole('option', { name: languageName, exact: true });
  // On a busy machine a click can land while the menu is still opening: try again until a
  // language switcher shows the choice (its own name follows the new language).
  const chosen = page.getByRole('combobox').filter({ hasText: languageName }).first();
  await expect(async () => {
    if (await chosen.isVisible()) return;
    if (!(await option.isVisible())) await switcher.click({ timeout: 2_000 });
    await option.click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(option).toBeHidden();
}

/** Set a marker on window: it survives in-app re-renders but not a page reload. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __lpMarker: number }).__lpMarker = 1));
}

export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __lpMarker?: number }).__lpMarker)).toBe(1);
}
