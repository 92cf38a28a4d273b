import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level enterprise buyers ask for (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const LANGUAGES = ['zh_cn', 'zh_hant', 'en_us'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What `<html lang>` must say in each UI language (src/lib/language.ts HTML_LANG, decision 0044). */
export const HTML_LANG: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-TW', en_us: 'en' };

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
type Impact = (typeof IMPACTS)[number];

/** Tally of one spec's axe runs: how many pages, violations by impact, and the blocking ones in full. */
export class AxeTally {
  pages = 0;
  byImpact: Record<Impact, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  blocking: string[] = [];
  /** Rules seen below "serious", once each, so the printout shows what is left to improve. */
  lesser = new Map<string, number>();
  /** How long axe took per page, to keep the run fast. */
  slowest: [number, string][] = [];

  constructor(private readonly label: string) {}

  /** Run axe on the page as it is now (the page is settled by the caller) and record it. */
  async check(page: Page, where: string): Promise<void> {
    const started = Date.now();
    // Colours are measured as they end up, not half-way through a CSS transition (a button easing
    // into the enterprise's theme colour was once read at 4.23:1 on its way to its final shade).
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // Legacy mode: axe.run in the page itself. The default finishes each run in a new blank page,
    // which on a busy two-core machine cost as much as the check (the portal has no iframes to merge).
    const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
    this.slowest.push([Date.now() - started, where]);
    this.pages += 1;
    for (const violation of result.violations) {
      const impact = (violation.impact ?? 'minor') as Impact;
      this.byImpact[impact] += violation.nodes.length;
      if (impact === 'serious' || impact === 'critical') {
        const targets = violation.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
        const found = `${where}: [${impact}] ${violation.id} (${violation.nodes.length}×)\n    ${targets.join('\n    ')}`;
        // At once too: a run that times out still shows what it found.
        console.log(`[a11y] ${found}`);
        this.blocking.push(found);
      } else {
        this.lesser.set(violation.id, (this.lesser.get(violation.id) ?? 0) + violation.nodes.length);
      }
    }
  }

  /** Print the counts (the issue asks every run to show them) and fail on serious or critical. */
  report(): void {
    const lesser = [...this.lesser].map(([id, n]) => `${id}×${n}`).join(', ') || 'none';
    const line =
      `[a11y] ${this.label}: ${this.pages} pages checked; violations by impact ` +
      IMPACTS.map((i) => `${i} ${this.byImpact[i]}`).join(', ') +
      `; minor/moderate rules: ${lesser}`;
    console.log(line);
    const slow = this.slowest.sort((a, b) => b[0] - a[0]).slice(0, 3);
    console.log(`[a11y] ${this.label}: slowest axe runs ${slow.map(([ms, w]) => `${w} ${ms} ms`).join('; ')}`);
    // A machine-readable copy in the run's output folder (test-results unless --output says otherwise).
    const dir = path.join(test.info().project.outputDir, 'a11y');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${this.label.replace(/\W+/g, '-')}.json`),
      JSON.stringify({ pages: this.pages, byImpact: this.byImpact, blocking: this.blocking }, null, 2),
    );
    expect(this.blocking, this.blocking.join('\n')).toEqual([]);
  }
}

/** Before the first page load: the UI language (the stored choice wins over everything, src/lib/language.ts). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.context().addInitScript((lng) => localStorage.setItem('lp:language', lng), language);
}

/** Wait until the page shows its heading and no loading spinner (a spinner would be checked instead of the page). */
export async function settle(page: Page): Promise<void> {
  // Most pages have an h1; a state page (not found, an expired link) may show only its message,
  // and a page keeping its component (another id) may keep its h1 element.
  await page
    .locator('h1:not([data-a11y-left])')
    .first()
    .waitFor({ timeout: 4_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('.arco-spin-loading, .arco-skeleton').length === 0, null, {
      timeout: 4_000,
    })
    .catch(() => undefined);
  // Two frames: src/app/arco-a11y.ts repairs Arco's markup once per frame after a render.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Client-side navigation (the router follows popstate): the page's render, not a whole start-up.
 * The old page's h1 is marked first, so settle() waits for the new page, not the one leaving.
 */
export async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-a11y-left', ''));
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
