import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/** Spec 000 §2: /course reads `value` as the search keyword and `search[catid]` as the category (issue 17). */
test("/course reads the spec's query keys value and search[catid]", async ({ page }) => {
  await openSignedIn(page, `/course?eid=1&value=${encodeURIComponent('SQL')}`, 'learner');
  const results = page.getByRole('region', { name: 'Courses' });
  await expect(results.getByRole('textbox', { name: 'Search courses' })).toHaveValue('SQL');
  await expect(results.getByText('1 course', { exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: 'SQL in one afternoon' })).toBeVisible();

  await page.goto(`/course?${new URLSearchParams({ 'search[catid]': 'lead01' })}`);
  const menu = page.getByRole('navigation', { name: 'Categories' });
  await expect(menu.getByRole('button', { name: 'Leadership' })).toHaveAttribute('aria-pressed', 'true');
  await expect(results.getByRole('link', { name: 'Delegation without fear' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Running effective meetings' })).toHaveCount(0);
});
