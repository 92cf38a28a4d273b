import { expect, type Locator } from '@playwright/test';
import { letHandlersRun } from './xss-in-app';

/**
 * Wait until every text shows exactly as stored, each the whole text of a visible element inside
 * `scope` (markup parsed into elements would leave other text behind), then give event-handler
 * payloads their chance. One look at the page answers for hundreds of texts, where a locator per
 * text costs a round trip each (xss-in-app.ts expectShownAsText does that for a few long texts).
 */
export async function expectEveryTextShown(scope: Locator, texts: string[]): Promise<void> {
  // Looked at every 50 ms: a page of a list shows within a few tenths of a second.
  await expect.poll(() => scope.evaluate(missingTexts, texts), { intervals: [50] }).toEqual([]);
  await letHandlersRun(scope.page());
}

/** Runs in the page: the texts no visible element inside `root` has as its whole text (whitespace collapsed). */
function missingTexts(root: Element, texts: string[]): string[] {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  const shown = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.getClientRects().length > 0) shown.add(normal(element.textContent ?? ''));
  }
  return texts.filter((text) => !shown.has(normal(text)));
}
