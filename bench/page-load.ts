import fs from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

export interface PaintFigures {
  fcpMs: number;
  lcpMs: number;
  /**
   * Cumulative layout shift (the largest session window, as web-vitals counts it) once the page
   * has settled; measured on `/index` only (decision 0075), where the boot screen paints the
   * banner before React replaces it.
   */
  cls?: number;
}

/** How a page is loaded: the browser context (the device) and the network between it and the server. */
export interface PaintProfile {
  context: BrowserContextOptions;
  /** CDP Network.emulateNetworkConditions (bytes per second, ms); none: loopback speed. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const DESKTOP_PROFILE: PaintProfile = { context: { locale: 'en-US' } };

/**
 * A phone on a slow mobile network (issue 19 item 4): 390 × 844 CSS px at DPR 3, touch, a plain
 * Android Chrome user agent (not DingTalk's: the bench has no container to answer its JSAPI), and
 * Chrome DevTools' "Slow 4G" preset, Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down,
 * 750 kbps up) as DevTools applies it per request: 562.5 ms latency, 180 000 B/s (1.44 Mbps) down,
 * 84 375 B/s (675 kbps) up. The 4× CPU slowdown is the same as every paint figure's.
 */
export const PHONE_PROFILE: PaintProfile = {
  context: {
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  },
  network: { latency: 150 * 3.75, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianOf(list: PaintFigures[]): PaintFigures {
  const shifts = list.map((r) => r.cls).filter((value): value is number => value !== undefined);
  return {
    fcpMs: median(list.map((r) => r.fcpMs)),
    lcpMs: median(list.map((r) => r.lcpMs)),
    ...(shifts.length ? { cls: median(shifts) } : {}),
  };
}

/**
 * CLS of the page so far: layout shifts not caused by input, grouped into session windows (a gap
 * under 1 s, at most 5 s long), the largest window's sum. Read after the page has settled (no
 * request for 500 ms, or 5 s at most), so the shifts of late answers (study figures, menus) count.
 */
async function settledLayoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const shifts: Array<PerformanceEntry & { value?: number; hadRecentInput?: boolean }> = [];
        const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in a task of their own (none at all when nothing shifted).
        setTimeout(() => {
          shifts.push(...observer.takeRecords());
          observer.disconnect();
          let largest = 0;
          let sum = 0;
          let start = -Infinity;
          let last = -Infinity;
          for (const entry of shifts.filter((e) => !e.hadRecentInput).sort((x, y) => x.startTime - y.startTime)) {
            if (entry.startTime - last > 1000 || entry.startTime - start > 5000) {
              sum = 0;
              start = entry.startTime;
            }
            sum += entry.value ?? 0;
            last = entry.startTime;
            largest = Math.max(largest, sum);
          }
          resolve(largest);
        }, 100);
      }),
  );
}

/** FCP and LCP of one fresh navigation, read from the page's own performance timeline. */
async function paintOnce(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
  network: PaintProfile['network'],
  withLayoutShift = false,
): Promise<PaintFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  // LCP is final once the page has painted its content; give the observer a frame to report.
  const paint = await page.evaluate(
    () =>
      new Promise<PaintFigures>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcpMs: fcp, lcpMs: entries[entries.length - 1]!.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return withLayoutShift ? { ...paint, cls: await settledLayoutShift(page) } : paint;
}

/** Median FCP/LCP over `runs` cold loads (no cache) at 4× CPU slowdown, on a desktop unless told. */
export async function measurePaint(
  browser: Browser,
  url: string,
  options: {
    runs: number;
    storageState?: string;
    ready: (page: Page) => Promise<void>;
    profile?: PaintProfile;
    /** Also measure CLS once the page has settled (a second or so more per load). */
    layoutShift?: boolean;
  },
): Promise<PaintFigures> {
  const profile = options.profile ?? DESKTOP_PROFILE;
  const results: PaintFigures[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await browser.newContext({
      ...profile.context,
      ...(options.storageState ? { storageState: options.storageState } : {}),
    });
    const page = await context.newPage();
    results.push(await paintOnce(page, url, options.ready, profile.network, options.layoutShift));
    await context.close();
  }
  return medianOf(results);
}

/** localStorage keys that are the session itself (the remembered enterprise), not a last visit's cache. */
const SESSION_STORAGE_KEYS = new Set(['lp:eid', 'lp:session-eid']);

/**
 * The two visits `/index` is measured for (decision 0074), as storage-state files beside
 * `storageState`: a first visit (the session's cookies and keys only: no last-visit cache of any
 * kind) and a returning one (the storage after one earlier visit to /index whose home kept its
 * first module for the next visit).
 */
export async function indexVisitStates(
  browser: Browser,
  portalUrl: string,
  storageState: string,
): Promise<{ first: string; returning: string }> {
  const state = JSON.parse(fs.readFileSync(storageState, 'utf8')) as {
    cookies: unknown[];
    origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
  };
  const first = storageState.replace(/\.json$/, '') + '-first-visit.json';
  const sessionOnly = state.origins.map((o) => ({
    ...o,
    localStorage: o.localStorage.filter((item) => SESSION_STORAGE_KEYS.has(item.name)),
  }));
  fs.writeFileSync(first, JSON.stringify({ ...state, origins: sessionOnly }));

  const returning = storageState.replace(/\.json$/, '') + '-returning.json';
  const context = await browser.newContext({ ...DESKTOP_PROFILE.context, storageState: first });
  const page = await context.newPage();
  await page.goto(`${portalUrl}/index`);
  await page.locator('.lp-home-slide-title').first().waitFor();
  // A build before decision 0074 keeps nothing: its returning visit is then a plain second visit.
  const kept = await page
    .waitForFunction(() => localStorage.getItem('lp:home-first') !== null, undefined, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!kept) console.log("  (/index kept no home for the next visit: the returning visit's figure has no cache)");
  await context.storageState({ path: returning });
  await context.close();
  return { first, returning };
}

/**
 * The desktop paint of the blank page, `/login` and `/index` (signed in as `learner`; a returning
 * visit as `index`, the goal's figure, and a first visit as `index-first-visit`, decision 0074):
 * one measure for `npm run bench` and `bench/first-page.ts`, so both report the same.
 */
export async function measureFirstPages(
  browser: Browser,
  urls: { blankUrl: string; portalUrl: string },
  storageState: string,
  runs: number,
): Promise<Record<'blank' | 'login' | 'index' | 'index-first-visit', PaintFigures>> {
  const blank = await measurePaint(browser, `${urls.blankUrl}/`, {
    runs,
    ready: (page) => page.getByRole('heading', { name: 'Blank page' }).waitFor(),
  });
  const login = await measurePaint(browser, `${urls.portalUrl}/login?eid=1`, {
    runs,
    ready: (page) => page.getByRole('button', { name: 'Sign in' }).first().waitFor(),
  });
  const visits = await indexVisitStates(browser, urls.portalUrl, storageState);
  // Both wait for the banner's first slide, /index's largest element (docs/performance.md).
  const homeReady = async (page: Page) => {
    await page.getByText('Welcome, Lin Xiao').waitFor();
    await page.locator('.lp-home-slide-title').first().waitFor();
  };
  // Alternated run by run, so a change of the machine's load falls on both alike.
  const first: PaintFigures[] = [];
  const returning: PaintFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    first.push(
      await measurePaint(browser, `${urls.portalUrl}/index`, {
        runs: 1,
        storageState: visits.first,
        ready: homeReady,
        layoutShift: true,
      }),
    );
    returning.push(
      await measurePaint(browser, `${urls.portalUrl}/index`, {
        runs: 1,
        storageState: visits.returning,
        ready: homeReady,
        layoutShift: true,
      }),
    );
  }
  return { blank, login, index: medianOf(returning), 'index-first-visit': medianOf(first) };
}
