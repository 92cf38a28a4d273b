import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';

/*
 * Administrators' assignments (issue 27 item 4, decision 0055). Only the seed's own rows are used:
 * the "Installation Crew" department (with its sub-department) and its learners `crewlin`,
 * `crewchen`, `crewolivia`, and the exam "Installation safety check" nobody is assigned — no other
 * spec reads them.
 */
test.describe.configure({ timeout: 90_000 });

test('an administrator assigns an exam to a department; a member of its sub-department sees it in /task/exam with its red point', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, '/admin/assignments?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Assign learning' });
  await form.getByRole('radio', { name: 'Exam', exact: true }).check();
  await form.getByRole('textbox', { name: 'Search by title' }).fill('Installation safety');
  await form.getByRole('radio', { name: /Installation safety check/ }).check();
  await form.getByRole('checkbox', { name: /^Installation Crew \d+ member/ }).check();
  // The sub-department comes with it; the preview counts the department's three learners.
  await expect(form.getByRole('checkbox', { name: /Installation Crew East Included/ })).toBeChecked();
  await expect(form.getByRole('status').filter({ hasText: 'Reaches 3 learners' })).toBeVisible();
  await form.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign now?' });
  await expect(dialog).toContainText('Installation safety check');
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(form.getByText('Assigned to 3 learners (3 new).')).toBeVisible();
  const past = page.getByRole('region', { name: 'Past assignments' });
  const row = past.getByRole('row').filter({ hasText: 'Installation safety check' });
  await expect(row).toContainText('Installation Crew');
  await expect(row).toContainText('0 / 3');

  // The learner of the sub-department: the exam tab's red point, then the exam in the tab.
  const learner = await browser.newContext();
  const learnerPage = await learner.newPage();
  await openSignedIn(learnerPage, '/task/course?eid=1', 'crewolivia');
  const tabs = learnerPage.getByRole('navigation', { name: 'Kinds of task' });
  await expect(tabs).toBeVisible({ timeout: 30_000 });
  const examTab = tabs.getByRole('link', { name: /Exams/ });
  await expect(examTab.getByRole('img', { name: 'new tasks' })).toBeVisible();
  await examTab.click();
  await expect(learnerPage).toHaveURL(/\/task\/exam/);
  await expect(learnerPage.getByText('Installation safety check').first()).toBeVisible();
  await learner.close();
});

test.describe('on a phone', () => {
  test.use({ ...PHONE });
  test('the assignments page fits 390 px: pickers, the past assignments as stacked rows', async ({ page }) => {
    await openSignedIn(page, '/admin/assignments?eid=1', 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('region', { name: 'Past assignments' }).getByText('Consultative selling'),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Buy courses for members' }).click();
    await expect(page.getByRole('radio', { name: /Strategy for directors/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
