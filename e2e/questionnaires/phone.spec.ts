import { expect, test } from '@playwright/test';
import { PHONE, expectNoHorizontalScroll } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';
import { EVERY_TYPE, openAnswering, question, useLanguage } from './support';

test.use(PHONE);

/** The answering page is where most people answer: at 390 px every question fits, with 44 px targets. */
test('the list and the answering page fit a phone', async ({ page }) => {
  await useLanguage(page, 'en_us');
  await openSignedIn(page, '/questionnaire/questionList', 'learner');
  await expect(page.getByRole('link', { name: EVERY_TYPE })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await openAnswering(page, EVERY_TYPE, /Start answering|Answer again/);
  await expect(question(page, 'q15')).toBeVisible();
  await expectNoHorizontalScroll(page);
  const option = await question(page, 'q1').locator('label').first().boundingBox();
  expect(option!.height).toBeGreaterThanOrEqual(44);
  const up = await question(page, 'q7').getByRole('button', { name: /down/ }).first().boundingBox();
  expect(up!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(question(page, 'q1')).toContainText('Please choose an answer.');
  await expectNoHorizontalScroll(page);
});
