import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { PHONE, expectNoHorizontalScroll } from '../mobile/support';

/*
 * Lecturers (issue 26, decision 0051). Accounts: engineer rates Dr. Helen Park (3), learner tries to
 * apply without an avatar (nothing is stored), learner and sales book Xu Fang (6), who has open
 * hours and no demo bookings; no other spec reads these lecturers.
 */

test('searching lecturers and rating one by dimension, once', async ({ page }) => {
  await openSignedIn(page, '/lecturer/lecturerList?eid=1', 'engineer');
  await expect(page.getByRole('heading', { name: 'Lecturers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lin Qing/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search lecturers' }).fill('helen');
  await page.getByRole('textbox', { name: 'Search lecturers' }).press('Enter');
  await expect(page).toHaveURL(/\/lecturer\/lecturerList_search\?keyword=helen/);
  await expect(page.getByText('1 lecturer')).toBeVisible();
  await page.getByRole('link', { name: /Dr\. Helen Park/ }).click();
  await expect(page.getByRole('heading', { name: /Dr\. Helen Park/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /taught/ })).toBeVisible();

  const expertise = page.locator('.lp-lect-dim').filter({ hasText: 'Expertise' });
  await expect(expertise).toContainText('2 ratings');
  await expertise.getByRole('radio', { name: '4 stars' }).click();
  await expect(expertise).toContainText('You gave 4 stars');
  await expect(expertise).toContainText('3 ratings');
  // Once: after a reload the dimension shows the learner's stars, with nothing left to click.
  await page.reload();
  const again = page.locator('.lp-lect-dim').filter({ hasText: 'Expertise' });
  await expect(again).toContainText('You gave 4 stars');
  await expect(again.getByRole('radio')).toHaveCount(0);
});

test('applying as a lecturer without an avatar is refused with the message', async ({ page }) => {
  await openSignedIn(page, '/lecturer/lecturerList?eid=1', 'learner');
  await page.getByRole('button', { name: 'Apply as a lecturer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply as a lecturer' });
  await expect(dialog).toContainText('Before applying, add to your profile: an avatar');
  await dialog.getByLabel('Name as lecturer').fill('Lin Xiao');
  await dialog.getByLabel('Introduction').fill('Product discovery and user interviews.');
  await dialog.getByLabel(/Labels/).fill('Product, Research');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'To apply as a lecturer, upload an avatar first' }),
  ).toBeVisible();
});

async function chooseFirstFreeHour(page: Page) {
  await page.locator('.lp-lect-day').first().click();
  await page.locator('.lp-lect-cell:not([disabled])').first().click();
  await page.getByLabel('Length').click();
  await page.getByRole('option', { name: '60 minutes' }).click();
}

test('two learners booking the same slot: one is told to re-choose', async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(contexts.map((c) => c.newPage()));
  await openSignedIn(first!, '/lecturer/lecturerDetail/6?eid=1', 'learner');
  await openSignedIn(second!, '/lecturer/lecturerDetail/6?eid=1', 'sales');
  for (const page of [first!, second!]) {
    await expect(page.getByRole('heading', { name: 'Book an offline course' })).toBeVisible();
    await chooseFirstFreeHour(page);
  }
  const chosen = await first!.locator('.lp-lect-cell[aria-pressed="true"]').first().textContent();
  expect(await second!.locator('.lp-lect-cell[aria-pressed="true"]').first().textContent()).toBe(chosen);
  await first!.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(first!.getByText('My bookings with this lecturer')).toBeVisible();
  await expect(first!.locator('.lp-lect-booking').first()).toContainText('Pending confirmation');
  await second!.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(second!.getByRole('alert')).toContainText(
    'Part of the booked time slot was taken, please re-choose the time',
  );
  // The refreshed slots show the time as taken.
  await expect(second!.locator('.lp-lect-cell--taken').first()).toBeVisible();
  // The booking is in the learner's list in the learning centre; cancelling asks first.
  await first!.goto('/my/my-booking?eid=1');
  const booking = first!.locator('.lp-lect-booking').filter({ hasText: 'Xu Fang' });
  await expect(booking).toContainText('Pending confirmation');
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  await first!.getByRole('button', { name: 'Cancel booking' }).last().click();
  await expect(booking).toContainText('Cancelled');
  await Promise.all(contexts.map((c) => c.close()));
});

test('a partner page takes an enquiry; the advisor calls within 30 minutes', async ({ page }) => {
  await openSignedIn(page, '/partner/partnerDetail/1?eid=1', 'engineer');
  await expect(page.getByRole('heading', { name: 'Northlight Academy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await page.getByLabel('Company').fill('Acme Ltd');
  await page.getByLabel('Contact name').fill('Li Na');
  await page.getByLabel('Phone').fill('13800000000');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('an advisor will contact you within 30 minutes')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the lecturer pages fit the screen', async ({ page }) => {
    await openSignedIn(page, '/lecturer/lecturerList?eid=1', 'sales');
    await expect(page.getByRole('link', { name: /Lin Qing/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    for (const path of ['/lecturer/lecturerDetail/1?eid=1', '/partner/partnerDetail/1?eid=1', '/my/my-booking?eid=1']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});
