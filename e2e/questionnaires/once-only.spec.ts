import { expect, test } from '@playwright/test';
import { ErrorCode } from '../../protocol';
import { apiSignIn } from '../attack/xss-harness';
import { sendSigned, signed } from '../support/signed-api';
import { openSignedIn } from '../support/sign-in';
import { openAnswering, useLanguage } from './support';

/** Issue 23 items 3 and 4: a once-only vote counted live, and a second submission refused. */
test('a once-only vote shows live counts and refuses a second submission', async ({ page, request }) => {
  await useLanguage(page, 'zh_hant');
  await openSignedIn(page, '/questionnaire/questionList', 'learner');
  const id = await openAnswering(page, '快速投票：週會時間', /開始填寫/);
  await page.getByLabel('週三').check();
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('此問卷只能提交一次');
  await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire/excessive/${id}$`));
  const results = page.getByRole('region', { name: '即時結果' });
  await expect(results).toContainText('週三');
  await expect(results).toContainText('1 票 · 100%');
  await expect(page.getByRole('status').filter({ hasText: '此問卷只能提交一次，你已提交過。' })).toBeVisible();
  await expect(page.getByRole('button', { name: '開始填寫' })).toHaveCount(0);

  // The answering page by its address: refused, on the forbid page.
  await page.goto(`/questionnaire/questionDetail?id=${id}`);
  await expect(page).toHaveURL(/\/questionnaire\/forbid\?/);
  await expect(page.getByRole('heading', { name: '問卷已關閉或只能提交一次' })).toBeVisible();
  // And the call itself, as a second tab would send it: refused in the caller's language, nothing counted.
  const session = await apiSignIn(request, 'learner');
  const { body } = await sendSigned(
    request,
    signed(
      '/v1/questionnaire/submit',
      { id: String(id), answers: JSON.stringify({ p1: 'a' }) },
      {
        ...session,
        method: 'POST',
        language: 'zh_hant',
        now: Date.now(),
      },
    ),
  );
  expect(body.code).toBe(ErrorCode.QUESTIONNAIRE_ONCE_ONLY);
  expect(body.msg).toBe('此問卷只能提交一次，你已提交過');
  await page.goto(`/questionnaire/excessive/${id}`);
  await expect(page.getByRole('region', { name: '即時結果' })).toContainText('1 票 · 100%');
});
