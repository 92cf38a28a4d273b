import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

async function signInTo(page: Page, path: string, account = 'learner'): Promise<void> {
  await openSignedIn(page, `${path}${path.includes('?') ? '&' : '?'}eid=1`, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Course categories' })).toBeVisible();
}

test('a learner searches, filters and pages the library, then opens a course', async ({ page }) => {
  // Many steps on a shared, busy machine: a longer budget than one page's.
  test.setTimeout(120_000);
  await signInTo(page, '/course/classlibrary');
  const results = page.getByRole('region', { name: 'Courses' });

  // Keyword: Enter searches at once.
  await results.getByRole('textbox', { name: 'Search courses' }).fill('SQL');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=SQL/);
  await expect(results.getByText('1 course', { exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: 'SQL in one afternoon' })).toBeVisible();

  // Category from the tree: the keyword stays, so nothing matches; clearing filters shows the category.
  await page.getByRole('navigation', { name: 'Categories' }).getByText('Safety', { exact: true }).click();
  await expect(page).toHaveURL(/catid=safety/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safety' })).toBeVisible();
  await expect(results.getByText('No courses match')).toBeVisible();
  await results.getByRole('button', { name: 'Clear filters' }).click();
  await expect(results.getByRole('link', { name: 'Fire drill refresher' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'SQL in one afternoon' })).toHaveCount(0);

  // Fee type and media type filters.
  await page.getByRole('navigation', { name: 'Categories' }).getByText('Leadership', { exact: true }).click();
  await expect(page).toHaveURL(/catid=lead/);
  await results.getByLabel('Price').click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(page).toHaveURL(/fee=paid/);
  await expect(results.getByRole('link', { name: 'Coaching conversations (points)' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Strategic thinking workshop' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Running effective meetings' })).toHaveCount(0);
  await results.getByLabel('Media type').click();
  await page.getByRole('option', { name: 'Video', exact: true }).click();
  await expect(page).toHaveURL(/type=video/);
  await expect(results.getByRole('link', { name: 'Strategic thinking workshop' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Coaching conversations (points)' })).toHaveCount(0);

  // The learner's own study state.
  await page.goto('/course?state=in_progress');
  await expect(
    page.getByRole('region', { name: 'Courses' }).getByRole('link', { name: 'Leading your first team' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Courses' }).getByRole('link', { name: 'SQL in one afternoon' }),
  ).toHaveCount(0);

  // Paging the whole shelf, newest first; page 2 holds other courses.
  await page.goto('/course');
  const shelf = page.getByRole('region', { name: 'Courses' });
  // A card is named by its content, title first (issue 20): its heading is the title.
  const firstOnPageOne = await shelf.getByRole('listitem').getByRole('link').first().getByRole('heading').textContent();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('listitem', { name: 'page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(shelf.getByRole('link', { name: firstOnPageOne! })).toHaveCount(0);
  await expect(shelf.getByRole('listitem').getByRole('link').first()).toBeVisible();

  // Sort by most learners: the most learned course of the seed comes first.
  await shelf.getByRole('button', { name: 'Most learners' }).click();
  await expect(page).toHaveURL(/sort=popular/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(shelf.getByRole('listitem').getByRole('link').first().getByRole('heading')).toHaveText(
    'Fire drill refresher',
  );

  // Open a course from its card: in a browser it opens in a new tab (spec 000 §1).
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    shelf.getByRole('link', { name: 'Fire drill refresher' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/course\/\d+$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Fire drill refresher' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Start studying' })).toBeVisible();
  await expect(tab.getByRole('tab', { name: 'Chapters' })).toBeVisible();
  await expect(tab.getByRole('button', { name: /Introduction/ })).toBeVisible();
});

test('a category id that is not letters and digits sends no list request', async ({ page }) => {
  await signInTo(page, '/course/classlibrary');
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('byCategoryCache')) listCalls.push(request.url());
  });
  const categories = page.waitForResponse(
    (response) => response.url().includes('categoryCache') && !response.url().includes('byCategoryCache'),
  );
  await page.goto('/course?catid=bad-id');
  await categories;
  await expect(page.getByRole('alert').filter({ hasText: 'This category link is not valid' })).toBeVisible();
  expect(listCalls).toHaveLength(0);
  await page.getByRole('button', { name: 'Show all courses' }).click();
  await expect(page).not.toHaveURL(/catid=/);
  await expect(
    page.getByRole('region', { name: 'Courses' }).getByRole('link', { name: 'Running effective meetings' }),
  ).toBeVisible();
  expect(listCalls.length).toBeGreaterThan(0);
});

test('the category menu of /course narrows to a sub-category', async ({ page }) => {
  await signInTo(page, '/course/classlibrary');
  await page.goto('/course');
  const menu = page.getByRole('navigation', { name: 'Categories' });
  await menu.getByRole('button', { name: 'Leadership' }).click();
  await expect(menu.getByRole('button', { name: 'Leadership' })).toHaveAttribute('aria-pressed', 'true');
  await menu
    .getByRole('group', { name: 'Sub-categories of Leadership' })
    .getByRole('button', { name: 'First-time managers' })
    .click();
  await expect(page).toHaveURL(/catid=lead01/);
  const results = page.getByRole('region', { name: 'Courses' });
  await expect(results.getByRole('link', { name: 'Delegation without fear' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Running effective meetings' })).toHaveCount(0);
});
