import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Press Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after
 * `limit` presses. Each stop must show a focus ring (WCAG 2.4.7): an outline or a box-shadow on the
 * element or, for a visually hidden native input, on its label.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (
      await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)
    ) {
      await expectFocusRing(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached with ${limit} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** The focused element (or the label around a hidden input) draws a visible focus indicator. */
export async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const shows = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const el = document.activeElement;
    return shows(el) || shows(el?.closest('label') ?? null) || shows(el?.parentElement ?? null);
  });
  expect(ring, 'the focused element shows a focus ring').toBe(true);
}

/** Where the focus is, for messages. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`
      : '';
  });
}
