import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

export interface PaintFigures {
  fcpMs: number;
  lcpMs: number;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** FCP and LCP of one fresh navigation, read from the page's own performance timeline. */
async function paintOnce(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<PaintFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  // LCP is final once the page has painted its content; give the observer a frame to report.
  return page.evaluate(
    () =>
      new Promise<PaintFigures>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcpMs: fcp, lcpMs: entries[entries.length - 1]!.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Median FCP/LCP over `runs` cold loads (no cache) at 4× CPU slowdown. */
export async function measurePaint(
  browser: Browser,
  url: string,
  options: { runs: number; storageState?: string; ready: (page: Page) => Promise<void> },
): Promise<PaintFigures> {
  const results: PaintFigures[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await browser.newContext({
      locale: 'en-US',
      ...(options.storageState ? { storageState: options.storageState } : {}),
    });
    const page = await context.newPage();
    results.push(await paintOnce(page, url, options.ready));
    await context.close();
  }
  return { fcpMs: median(results.map((r) => r.fcpMs)), lcpMs: median(results.map((r) => r.lcpMs)) };
}
