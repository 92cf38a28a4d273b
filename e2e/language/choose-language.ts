import { expect, type Page } from '@playwright/test';

/** The switcher's accessible name in each UI language (common:language). */
export const SWITCHER_NAME = { en_us: 'Language', zh_hant: '語言', zh_cn: '语言' } as const;

/** Open the language switcher (named in the current UI language) and pick a language by its own name. */
export async function chooseLanguage(page: Page, currentName: string, languageName: string): Promise<void> {
  const switcher = page.getByRole('combobox', { name: currentName }).first();
  await switcher.click();
  await page.getByRole('option', { name: languageName, exact: true }).click();
  await expect(page.getByRole('option', { name: languageName, exact: true })).toBeHidden();
}

/** Set a marker on window: it survives in-app re-renders but not a page reload. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __lpMarker: number }).__lpMarker = 1));
}

export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __lpMarker?: number }).__lpMarker)).toBe(1);
}
