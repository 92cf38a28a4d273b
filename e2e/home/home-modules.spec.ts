import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

const module = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('Aurora’s home renders every module type with its data, its own menu, and an empty module’s state', async ({
  page,
}) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(page.getByRole('heading', { name: 'Welcome, Lin Xiao' })).toBeVisible();
  await expect(page.getByText('Study hours')).toBeVisible();

  // The enterprise's own top navigation, not the default one.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Rewards mall' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Lecturer hall' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Points mall' })).toHaveCount(0);

  await expect(module(page, 'Highlights').getByText('Safety month: finish "Warehouse safety basics"')).toBeVisible();
  await module(page, 'Highlights').getByRole('button', { name: 'Next slide' }).click();
  await expect(module(page, 'Highlights').getByText('New: Leading your first team')).toBeVisible();

  const latest = module(page, 'Latest courses');
  await expect(latest.getByRole('listitem')).toHaveCount(4);
  const firstTitle = await latest.getByRole('listitem').first().innerText();
  await latest.getByRole('button', { name: 'Next page' }).click();
  await expect(latest.getByText('2 / ')).toBeVisible();
  await expect(latest.getByRole('listitem').first()).not.toHaveText(firstTitle);
  await expect(latest).not.toContainText('Key accounts (sales team only)');

  // The member's unfinished assigned work (source my_tasks, issue 22): an overdue course nobody's spec finishes.
  await expect(module(page, 'My tasks').getByText('Warehouse safety basics')).toBeVisible();
  await expect(module(page, 'Course packages').getByText('New starter essentials')).toBeVisible();
  await expect(module(page, 'Campaign').getByText('Aurora Learning Week: 3–7 March')).toBeVisible();
  await expect(module(page, 'Community news').getByText('Share your best spreadsheet tip')).toBeVisible();
  await expect(module(page, 'Lecturers').getByText('Dr. Helen Park')).toBeVisible();
  await expect(module(page, 'Partners').getByText('Harbour University')).toBeVisible();
  await expect(module(page, 'Live this week').getByText('Nothing here yet.')).toBeVisible();

  // Outside its audience (the Sales department): not on the page at all.
  await expect(page.getByRole('heading', { name: 'Sales team bulletin' })).toHaveCount(0);

  await module(page, 'Course packages')
    .getByRole('link', { name: /New starter essentials/ })
    .click();
  await expect(page).toHaveURL(/\/coursepackage\/detail\/\d+/);
});

test('a department-listed module shows for its members', async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'sales');
  await expect(module(page, 'Sales team bulletin').getByText('Q1 key-account targets are out')).toBeVisible();
});

test('the Hub’s home for a visitor: its own modules, the default menu, no members-only module, sign-in offered', async ({
  page,
}) => {
  await page.goto('/index?eid=2');
  // The visitor's greeting; the Hub's own welcome banner module may carry the same words.
  await expect(page.getByRole('heading', { name: /Welcome to/ }).first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // No menu of its own: the default one, without the points mall (the Hub's mall switch is off, issue 25).
  await expect(menu.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Points mall' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Rewards mall' })).toHaveCount(0);

  await expect(module(page, 'Welcome to Open Course Hub').getByText('Learn something new this week')).toBeVisible();
  await expect(module(page, 'Popular courses').getByText('Public speaking for everyone')).toBeVisible();
  await expect(module(page, 'Partner organisations').getByText('City Library Network')).toBeVisible();
  await expect(module(page, 'Hub news').getByText('Evening study rooms now open')).toBeVisible();
  await expect(module(page, 'Featured lecturers').getByText('Open Course Hub faculty')).toBeVisible();
  await expect(module(page, 'Bundles').getByText('Everyday skills bundle')).toBeVisible();
  await expect(module(page, 'Open activities').getByText('Community reading challenge')).toBeVisible();
  await expect(module(page, 'Join us').getByText('Become a Hub member')).toBeVisible();
  await expect(module(page, 'Upcoming exams').getByText('Nothing here yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Members' corner" })).toHaveCount(0);
  await expect(page.getByText('Latest courses')).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a members-only module shows once a Hub member signs in', async ({ page }) => {
  await openSignedIn(page, '/index?eid=2', 'learner', { eid: 2 });
  await expect(module(page, "Members' corner").getByText('Members-only study group starts Monday')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Lin Xiao' })).toBeVisible();
});

test('index lists: what I am studying and the training open to me', async ({ page }) => {
  await openSignedIn(page, '/index/train?eid=1', 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Training projects' })).toBeVisible();
  await expect(page.getByText('New manager programme')).toBeVisible();
  await page.goto('/index/activity?eid=1');
  // The activities of issue 23, as the seed writes them (server/db/seed/activities-demo.ts).
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(page.getByText('Design Thinking Workshop')).toBeVisible();
  await page.goto('/index/study?eid=1');
  await expect(page.getByRole('heading', { level: 1, name: "What I'm studying" })).toBeVisible();
  await expect(page.getByText(/done|You have no courses in progress/).first()).toBeVisible();
});
