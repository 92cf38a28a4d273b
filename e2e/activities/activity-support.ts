import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { signInByApi } from '../support/sign-in';

/**
 * Seeded activity ids (server/db/seed/activities-demo.ts, inserted in this order by the first seed
 * that writes activities): the three "drill" activities are these specs' own.
 */
export const ACTIVITY = {
  signedIn: 4,
  dingtalkDrill: 8,
  wecomDrill: 9,
  browserDrill: 10,
  townHall: 11,
} as const;

/** The organiser's screen, open in a browser of its own (an administrator may run it). */
export async function openOrganiserScreen(browser: Browser, id: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInByApi(page, 'admin');
  await page.goto(`/activity-sign-in/${id}?eid=1`);
  await expect(page.getByRole('img', { name: /QR code to sign in/ })).toBeVisible();
  return page;
}

/**
 * What a phone's camera reads from the screen: the QR image as drawn on the page, decoded with
 * jsQR — the link learners scan is the one the code encodes, not a value read from the DOM.
 */
export async function readScreenCode(screen: Page): Promise<string> {
  const image = screen.getByRole('img', { name: /QR code to sign in/ });
  const png = await image.screenshot();
  const picture = await loadImage(png);
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const pixels = context.getImageData(0, 0, picture.width, picture.height);
  const code = jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
  if (!code) throw new Error('the screen shows no readable QR code');
  return code.data;
}

/**
 * A code just put on the screen: waits for the screen to move on, so the code read has its whole
 * slot and grace (ACTIVITY_QR_ROTATE_SECONDS + qrGraceSeconds) ahead. A code read near the end of
 * its slot may expire while a loaded CI machine is still opening the page that scans it.
 */
export async function readFreshScreenCode(screen: Page): Promise<string> {
  const shown = await readScreenCode(screen);
  let fresh = shown;
  await expect
    .poll(
      async () => {
        fresh = await readScreenCode(screen);
        return fresh;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .not.toBe(shown);
  return fresh;
}

/** Point the simulated host's camera at a code (host-adapters/simulator/container-fakes.js). */
export async function pointCamera(page: Page, text: string): Promise<void> {
  await page.evaluate(
    (value) => (window as unknown as { __hostFakeCamera(t: string): void }).__hostFakeCamera(value),
    text,
  );
}
