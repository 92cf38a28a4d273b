import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { EVERY_TYPE, PNG_1PX, openAnswering, question, sign, useLanguage } from './support';

/**
 * Issue 23 item 3: a questionnaire answered with every question type; every validation error in
 * the learner's language; a reload in the middle loses nothing; the answers are shown back.
 */
test('answers every question type, with each rule refused first, and a reload losing nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en_us');
  await openSignedIn(page, '/questionnaire/questionList', 'learner');
  await openAnswering(page, EVERY_TYPE, /Start answering/);

  // Submitting nothing names what each required question lacks.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText('answers need attention');
  const expected: Record<string, string> = {
    q1: 'Please choose an answer.',
    q2: 'Please choose an answer.',
    q3: 'Please answer this question.',
    q4: 'Please give a rating.',
    q5: 'Please score every item.',
    q6: 'Please upload at least one image.',
    q7: 'Please put the items in order.',
    q8: 'Please answer this question.',
    q10: 'Please sign here.',
    q14: 'Please choose an answer.',
  };
  for (const [id, text] of Object.entries(expected)) await expect(question(page, id)).toContainText(text);

  // The other rules, one answer each.
  await question(page, 'q1').getByLabel('By car').check();
  await question(page, 'q2').getByLabel('Communication').check();
  await expect(question(page, 'q2')).toContainText('Choose at least 2 options.');
  for (const option of ['Data analysis', 'Leadership', 'Product knowledge'])
    await question(page, 'q2').getByLabel(option).check();
  await expect(question(page, 'q2')).toContainText('Choose at most 3 options.');
  await question(page, 'q2').getByLabel('Product knowledge').uncheck();
  await question(page, 'q3').getByRole('textbox').fill('x'.repeat(101));
  await expect(question(page, 'q3')).toContainText('Use at most 100 characters.');
  await question(page, 'q3').getByRole('textbox').fill('I help customers choose <b>plans</b>.');
  await question(page, 'q5').getByLabel('Lecturer').fill('11');
  await expect(question(page, 'q5')).toContainText('“Lecturer”: the score must be from 0 to 10');
  await question(page, 'q5').getByLabel('Lecturer').fill('9.5');
  await question(page, 'q5').getByLabel('Content').fill('8');
  await question(page, 'q15').getByRole('textbox').fill('not-an-address');
  await expect(question(page, 'q15')).toContainText('Enter an e-mail address like name@example.com.');
  await question(page, 'q15').getByRole('textbox').fill('lin.xiao@example.com');
  await question(page, 'q4').getByLabel('4 stars').check();

  // Reload in the middle: every answer so far is still there.
  await page.reload();
  await expect(question(page, 'q1').getByLabel('By car')).toBeChecked();
  await expect(question(page, 'q2').getByLabel('Leadership')).toBeChecked();
  await expect(question(page, 'q3').getByRole('textbox')).toHaveValue('I help customers choose <b>plans</b>.');
  await expect(question(page, 'q5').getByLabel('Lecturer')).toHaveValue('9.5');
  await expect(question(page, 'q4').getByLabel('4 stars')).toBeChecked();
  await expect(question(page, 'q15').getByRole('textbox')).toHaveValue('lin.xiao@example.com');

  // The rest, by keyboard-operable controls.
  await question(page, 'q6')
    .locator('input[type=file]')
    .setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(question(page, 'q6').getByRole('img', { name: 'Uploaded image 1' })).toBeVisible();
  await question(page, 'q7').getByRole('button', { name: 'Move “Pay” down' }).click();
  await expect(question(page, 'q7').locator('li').first()).toContainText('Growth');
  await question(page, 'q8').getByRole('textbox').fill('Sales');
  await question(page, 'q9').getByLabel('First').fill('Negotiation');
  await question(page, 'q9').getByLabel('Second').fill('Excel basics');
  await sign(page, /Use this signature/);
  await question(page, 'q11').locator('input').fill('2024-03-01');
  await question(page, 'q12').locator('input').fill('09:30');
  await question(page, 'q13').getByLabel('Female').check();
  await question(page, 'q14').getByLabel('26–35').check();

  // A reload keeps the uploaded image and the signature too.
  await page.reload();
  await expect(question(page, 'q6').getByRole('img', { name: 'Uploaded image 1' })).toBeVisible();
  await expect(question(page, 'q10').getByRole('img', { name: 'Your signature' })).toBeVisible();
  await expect(page.getByText('15 of 15 answered')).toBeVisible();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/questionnaire\/excessive\/\d+$/);
  const mine = page.getByRole('region', { name: 'Your answers' });
  await expect(mine).toContainText('I help customers choose <b>plans</b>.');
  await expect(mine).toContainText('Communication · Data analysis · Leadership');
  await expect(mine).toContainText('Negotiation · Excel basics');
  await expect(mine).toContainText('Lecturer: 9.5');
  await expect(mine.getByRole('img', { name: 'Your signature' })).toBeVisible();
  // The draft was cleared: answering again starts empty.
  await page.getByRole('button', { name: 'Answer again' }).click();
  await expect(page.getByText('0 of 15 answered')).toBeVisible();
});

test('shows every validation error in Simplified Chinese', async ({ page }) => {
  await useLanguage(page, 'zh_cn');
  await openSignedIn(page, '/questionnaire/questionList', 'learner');
  await openAnswering(page, '职场调查：全部题型', /开始填写|再填一次/);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(question(page, 'q1')).toContainText('请选择答案。');
  await expect(question(page, 'q3')).toContainText('请填写此题。');
  await expect(question(page, 'q4')).toContainText('请评分。');
  await expect(question(page, 'q5')).toContainText('请为每一项打分。');
  await expect(question(page, 'q6')).toContainText('请至少上传一张图片。');
  await expect(question(page, 'q7')).toContainText('请完成排序。');
  await expect(question(page, 'q10')).toContainText('请签名。');
  await question(page, 'q2').getByLabel('沟通').check();
  await expect(question(page, 'q2')).toContainText('至少选择 2 项。');
  await question(page, 'q3').getByRole('textbox').fill('字'.repeat(101));
  await expect(question(page, 'q3')).toContainText('最多 100 个字。');
  await question(page, 'q5').getByLabel('讲师').fill('-1');
  await expect(question(page, 'q5')).toContainText('“讲师”：分数须在 0 到 10 之间');
  await question(page, 'q15').getByRole('textbox').fill('a@b');
  await expect(question(page, 'q15')).toContainText('请输入正确的邮箱地址');
});
