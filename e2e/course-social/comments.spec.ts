import { expect, test } from '@playwright/test';
import { apiSession, courseIdByTitle, openCourseSignedIn } from './social-support';

const COURSE = 'Leading your first team';

test('a learner comments on a course and praises a comment once', async ({ page, request }) => {
  const session = await apiSession(request, 'learner');
  await openCourseSignedIn(page, await courseIdByTitle(request, session, COURSE));
  await page.getByRole('tab', { name: /^Comments/ }).click();

  const box = page.getByLabel('Write a comment');
  await box.fill('x'.repeat(301));
  await expect(page.getByText('301 / 300')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post comment' })).toBeDisabled();

  await box.fill('Clear and practical — the one-to-one checklist helped me today.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const mine = page.locator('article.lp-social-item').filter({ hasText: 'the one-to-one checklist helped me today' });
  await expect(mine).toBeVisible();
  await expect(box).toHaveValue('');

  // Praise the first comment someone else wrote: the count goes up by one and the button stays pressed.
  const other = page
    .locator('article.lp-social-item')
    .filter({ hasNotText: 'the one-to-one checklist helped me today' })
    .first();
  const praise = other
    .locator('.lp-social-item__body')
    .first()
    .getByRole('button', { name: /^Praise/ });
  const before = Number(await praise.textContent());
  // A double click, both clicks straight on the button in one go (a mouse double click aims at
  // coordinates, and a list still settling after the post could move the button from under it).
  await praise.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  const praised = other
    .locator('.lp-social-item__body')
    .first()
    .getByRole('button', { name: /^Take back praise/ });
  await expect(praised).toHaveAttribute('aria-pressed', 'true');
  await expect(praised).toHaveText(String(before + 1));
  await page.reload();
  await page.getByRole('tab', { name: /^Comments/ }).click();
  await expect(
    page
      .locator('article.lp-social-item')
      .filter({ hasNotText: 'the one-to-one checklist helped me today' })
      .first()
      .locator('.lp-social-item__body')
      .first()
      .getByRole('button', { name: /^Take back praise/ }),
  ).toHaveText(String(before + 1));
});
