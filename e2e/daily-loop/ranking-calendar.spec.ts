import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

test.use({ timezoneId: 'Asia/Shanghai' });

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, '/top?eid=1', 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Rankings' })).toBeVisible();
});

test('the ranking shows the top list and the learner’s own row, by kind, period and department', async ({ page }) => {
  const top = page.getByRole('list', { name: 'Top learners' });
  await expect(top.getByRole('listitem').first()).toBeVisible();
  const mine = page.getByRole('region', { name: 'My position' });
  await expect(mine.getByText('Lin Xiao')).toBeVisible();
  await expect(mine.getByText('Me', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Study time' }).click();
  await expect(mine.getByText(/\d+ (h|min)/).first()).toBeVisible();
  await page.getByText('All time', { exact: true }).first().click();
  await expect(page.getByText('All time').first()).toBeVisible();
  await page.getByText('My department', { exact: true }).click();
  await expect(mine.getByText('Lin Xiao')).toBeVisible();
  // Everyone listed in the department ranking is from the learner's department.
  const department = (await mine.getByRole('listitem').locator('.lp-rank__dept').textContent()) ?? '';
  for (const row of await top.getByRole('listitem').all()) await expect(row).toContainText(department);
});

test('the study calendar shows the days studied in the last 90 days', async ({ page }) => {
  await page.goto('/my/studycalendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Study calendar' })).toBeVisible();
  const grid = page.getByRole('group', { name: 'Study days, one square per day' });
  await expect(grid.getByRole('button')).toHaveCount(90);
  // The seeded learner studies most days, but not yet today.
  const studied = grid.getByRole('button', { name: /: studied \d+/ });
  expect(await studied.count()).toBeGreaterThan(20);
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  await expect(grid.getByRole('button', { name: `${today}: no study` })).toBeVisible();
  const daysText = await page
    .locator('.lp-daily__tile', { hasText: 'Days studied' })
    .locator('.lp-daily__tile-value')
    .textContent();
  expect(Number(daysText)).toBe(await studied.count());

  await studied.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Studied \d+/)).toBeVisible();
});
