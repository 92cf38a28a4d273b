import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signInByApi } from '../support/sign-in';

/*
 * /index's banner from the boot screen (decision 0075): public/boot.js paints a returning member's
 * last banner before the bundle runs, and the portal keeps that picture until its home renders.
 * The picture is hidden from screen readers (aria-hidden: React's page is what they read), so it
 * is found by its class here, the one place a CSS locator is the point. Read-only for the seed:
 * the language is this browser's choice, and a probe's title is written into this browser's entry.
 */
const SLIDE = 'Safety month: finish "Warehouse safety basics"';
const picture = (page: Page) => page.locator('.lp-boot-home');
const highlights = (page: Page) => page.getByRole('region', { name: 'Highlights', exact: true });
const kept = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('lp:home-first') ?? 'null') as { owner: string } | null);

/** The portal's entry module never arrives: what shows is what index.html and boot.js paint. */
async function withoutBundle(page: Page): Promise<() => Promise<void>> {
  const entry = /\/assets\/index-[\w-]+\.js$/;
  await page.route(entry, (route) => route.abort());
  return () => page.unroute(entry);
}

async function visitHomeOnce(page: Page): Promise<void> {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(highlights(page).getByText(SLIDE)).toBeVisible();
  await expect.poll(async () => (await kept(page))?.owner).toMatch(/^1:\d+:en_us$/);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a returning member sees the last banner before the bundle runs, where the home renders it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await visitHomeOnce(page);
    const bannerBox = await highlights(page).getByText(SLIDE).boundingBox();

    const release = await withoutBundle(page);
    await page.reload();
    await expect(picture(page).getByText(SLIDE)).toBeVisible();
    await expect(picture(page).getByText('Welcome, Lin Xiao')).toBeVisible();
    expect(await picture(page).getByText(SLIDE).boundingBox()).toEqual(bannerBox);
    // One status for screen readers, as before the picture; the picture itself is not read.
    await expect(page.getByRole('status')).toContainText('Loading…');
    await expect(picture(page)).toHaveAttribute('aria-hidden', 'true');

    await release();
    await page.reload();
    await expect(highlights(page).getByText(SLIDE)).toBeVisible();
    await expect(picture(page)).toHaveCount(0);
    expect(await highlights(page).getByText(SLIDE).boundingBox()).toEqual(bannerBox);
  });
}

test('the picture stays while the init call is out, and the home replaces it', async ({ page }) => {
  await visitHomeOnce(page);
  const init = /r=apiHomePage\/Enterprise/;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(init, async (route) => {
    await answered;
    await route.continue();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  // The bundle ran (React replaced index.html's status with its own) and still shows the picture.
  await expect(page.locator('#lp-boot')).toHaveCount(0);
  await expect(picture(page).getByText(SLIDE)).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Loading…');
  answer();
  await expect(highlights(page).getByText(SLIDE)).toBeVisible();
  await expect(picture(page)).toHaveCount(0);
  await page.unroute(init);
});

test('another member or another language on the same browser never sees the picture', async ({ page }) => {
  await visitHomeOnce(page);

  await page.evaluate(() => localStorage.setItem('lp:language', 'zh_hant'));
  const release = await withoutBundle(page);
  await page.reload();
  // The first screen as before (in the last visit's words), without the English home.
  await expect(page.getByRole('status')).toContainText('Aurora');
  await expect(picture(page)).toHaveCount(0);
  await expect(page.getByText(SLIDE)).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('lp:language', 'en_us'));
  await page.reload();
  await expect(picture(page).getByText(SLIDE)).toBeVisible();

  await signInByApi(page, 'engineer');
  await page.goto('/index?eid=1');
  await expect(page.getByRole('status')).toContainText('Loading…');
  await expect(picture(page)).toHaveCount(0);
  await expect(page.getByText(SLIDE)).toHaveCount(0);
  // Nor on any other page.
  await signInByApi(page, 'learner');
  await page.goto('/course?eid=1');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(picture(page)).toHaveCount(0);
  await release();
});

test('an administrator’s markup in the banner’s title is painted as words (XSS probe)', async ({ page }) => {
  await visitHomeOnce(page);
  const probe = '<img src=x onerror="window.__xss=1">';
  // The kept entry is this browser's own copy of the banner: the probe's title goes there.
  await page.evaluate((title) => {
    const entry = JSON.parse(localStorage.getItem('lp:home-first')!) as { queries: Array<[unknown[], unknown]> };
    const component = entry.queries.find(([key]) => key[2] === 'component')![1] as { list: Array<{ title: string }> };
    component.list[0]!.title = title;
    localStorage.setItem('lp:home-first', JSON.stringify(entry));
  }, probe);
  const release = await withoutBundle(page);
  await page.reload();
  await expect(picture(page).getByText(probe)).toBeVisible();
  await expect(picture(page).locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await release();
});
