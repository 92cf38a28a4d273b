import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, phoneContext } from './support';

/*
 * The exam on a phone in the three languages (issue 19): a question and the answer sheet open at
 * 390 px, no sideways scrolling, each saved as a screenshot (test-results) for a person to look at.
 * Shared server: one open attempt of "Exam demo: all question types" for the learner (10 allowed),
 * which no spec of this lane reads.
 */

test.describe.configure({ timeout: 120_000 });

const EXAM = 'Exam demo: all question types';

const LANGUAGES = [
  { code: 'en_us', locale: 'en-US', question: 'Question 1 of 7', sheet: 'Answer sheet' },
  { code: 'zh_cn', locale: 'zh-CN', question: '第 1 题，共 7 题', sheet: '答题卡' },
  { code: 'zh_hant', locale: 'zh-TW', question: '第 1 題，共 7 題', sheet: '答題卡' },
] as const;

test('an exam question and its answer sheet at 390 px in English, Simplified and Traditional Chinese', async ({
  browser,
}, testInfo) => {
  // The paper's address, from the English list and transition page.
  const first = await phoneContext(browser, { host: { userid: 'dt-lin-xiao' } });
  await first.page.goto('/task/exam?eid=1');
  await first.page.getByRole('textbox', { name: 'Search exams' }).fill(EXAM);
  await first.page.keyboard.press('Enter');
  await expect(first.page.getByRole('button', { name: EXAM, exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(first.page);
  await first.page.screenshot({ path: testInfo.outputPath('en_us-exam-list.png') });
  await first.page.getByRole('button', { name: EXAM, exact: true }).tap();
  await expect(first.page.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await expectNoHorizontalScroll(first.page);
  await first.page.screenshot({ path: testInfo.outputPath('en_us-exam-transition.png'), fullPage: true });
  await first.page.getByRole('button', { name: /Start the exam|Continue answering/ }).tap();
  await expect(first.page).toHaveURL(/\/task\/exam\/questions\/\d+/);
  const paper = new URL(first.page.url()).pathname;
  await first.context.close();

  for (const language of LANGUAGES) {
    const { context, page } = await phoneContext(browser, {
      host: { userid: 'dt-lin-xiao' },
      locale: language.locale,
    });
    await context.addInitScript((code) => window.localStorage.setItem('lp:language', code), language.code);
    await page.goto(`${paper}?eid=1`);
    const question = page.getByRole('region', { name: new RegExp(`^${language.question}`) });
    await expect(question).toBeVisible({ timeout: 30_000 });
    await page.locator('.lp-exam-option').first().tap();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`${language.code}-question.png`) });

    await page.getByRole('button', { name: new RegExp(`^${language.sheet} \\d/7$`) }).tap();
    await expect(page.getByRole('dialog', { name: language.sheet })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`${language.code}-sheet.png`) });
    // The essay (question 5): the text box and the attach button at the phone's width.
    await page.getByRole('dialog', { name: language.sheet }).getByRole('button').filter({ hasText: /^5$/ }).tap();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`${language.code}-essay.png`) });
    await context.close();
  }
});
