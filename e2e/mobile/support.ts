import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { HOST_FAKE_USER_AGENTS, hostFakeScript, type HostFakeConfig } from '../hosts/host-fakes';

/** The phone every mobile spec is: 390 × 844 CSS px, touch, a DPR-3 screen, the DingTalk Android client. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** For `test.use(PHONE)` or `browser.newContext({ ...PHONE })`. */
export const PHONE = {
  viewport: { ...PHONE_VIEWPORT },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  userAgent: HOST_FAKE_USER_AGENTS['dingtalk-android'],
  locale: 'en-US',
} as const;

/**
 * A phone context inside DingTalk mobile: the device settings above plus the container fake
 * (e2e/hosts/host-fakes.ts) so the portal signs `userid` in silently, as in e2e/hosts/dingtalk.spec.ts.
 * Without `host` the context is a plain phone browser with the same user agent (no JSAPI).
 */
export async function phoneContext(
  browser: Browser,
  options: { host?: HostFakeConfig; locale?: string; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...PHONE,
    locale: options.locale ?? PHONE.locale,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.host) await context.addInitScript({ content: hostFakeScript('dingtalk-android', options.host) });
  const page = await context.newPage();
  return { context, page };
}

/**
 * No horizontal scrolling: the document is exactly as wide as the phone. Compared with the configured
 * viewport, not window.innerWidth — with isMobile Chromium zooms an over-wide page out to fit, which
 * widens innerWidth along with the page. Polls so a page still laying out gets a moment.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? PHONE_VIEWPORT.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `scrollWidth of ${page.url()} should equal the viewport width ${width}`,
    })
    .toBe(width);
}
