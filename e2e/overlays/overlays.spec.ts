import { expect, test } from '@playwright/test';
import { signInAs } from './sign-in-as';

test.describe('watermark', () => {
  test('covers signed-in pages and comes back after being removed or altered', async ({ page }) => {
    await signInAs(page, 1, 'learner');
    const mark = page.getByTestId('watermark');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveCSS('pointer-events', 'none');
    await expect(mark).toHaveCSS('opacity', '0.15');
    await expect(mark).toHaveCSS('position', 'fixed');
    expect(await mark.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/png/);

    await page.evaluate(() => document.querySelector('[data-testid="watermark"]')?.remove());
    await expect(mark).toHaveCount(1);
    await expect(mark).toBeAttached();

    await page.evaluate(() =>
      document
        .querySelector<HTMLElement>('[data-testid="watermark"]')
        ?.style.setProperty('display', 'none', 'important'),
    );
    await expect(mark).toHaveCSS('display', 'block');
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('[data-testid="watermark"]')?.setAttribute('style', 'opacity: 0'),
    );
    await expect(mark).toHaveCSS('opacity', '0.15');
    await expect(mark).toHaveCount(1);
  });

  test('is not shown to visitors', async ({ page }) => {
    await page.goto('/index?eid=2');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('watermark')).toHaveCount(0);
  });
});

test('the low-browser banner stays hidden after closing, across reloads', async ({ page }) => {
  await page.goto('/index?eid=2&lowBrowser=1');
  const banner = page.getByRole('alert').filter({ hasText: 'Your browser is out of date' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Chrome, Edge or Firefox');
  await banner.getByRole('button', { name: 'Close and do not remind me for 15 days' }).click();
  await expect(banner).toBeHidden();
  expect(Number(await page.evaluate(() => localStorage.getItem('lp:low-browser-closed')))).toBeGreaterThan(0);

  await page.goto('/index?eid=2&lowBrowser=1');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the login dialog asks a visitor to sign in or register', async ({ page }) => {
  await page.goto('/index?eid=2');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(dialog).toBeVisible();
  // Measured once Arco's opening zoom has finished.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(480);
  // Escape closes it; opening it again offers registration (the public hub shows it).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login\?loginType=register&backUrl=%2Findex/);
});

test('back to top glides to the top in about 500 ms', async ({ page }) => {
  await page.goto('/index?eid=2');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '6000px';
    window.scrollTo(0, 3000);
  });
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await button.focus();
  const samples = await page.evaluate(
    () =>
      new Promise<Array<{ t: number; y: number }>>((resolve) => {
        const out: Array<{ t: number; y: number }> = [];
        const start = performance.now();
        const sample = () => {
          out.push({ t: performance.now() - start, y: window.scrollY });
          if (performance.now() - start < 800) requestAnimationFrame(sample);
          else resolve(out);
        };
        if (document.activeElement instanceof HTMLElement) document.activeElement.click();
        requestAnimationFrame(sample);
      }),
  );
  expect(samples.at(-1)!.y).toBe(0);
  // Animated, not a jump: part-way positions while it glides, and at the top by about 500 ms.
  expect(samples.some((s) => s.y > 0 && s.y < 3000)).toBe(true);
  const arrived = samples.find((s) => s.y === 0)!;
  expect(arrived.t).toBeGreaterThan(350);
  expect(arrived.t).toBeLessThan(700);
  await expect(button).toBeHidden();
});

test('a sign-in on another device ends this session with the re-login dialog', async ({ page, browser }) => {
  await signInAs(page, 2, 'visitor');

  // The public hub allows one session per person: signing in elsewhere ends this one.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, 2, 'visitor');
  await other.close();

  // Any member call now answers 401 signed_in_elsewhere; saving a language choice is one.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Signed in on another device' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('signed in on another device');
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login\?backUrl=%2Findex/);
  await expect(page.getByText('Please sign in to continue')).toBeVisible();
});
