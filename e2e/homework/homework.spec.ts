import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ErrorCode } from '../../protocol';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';
import { apiSession, callAs, homeworkIdOf, pdfBytes } from './homework-support';

/*
 * Assignments and certificates (issue 22, decision 0046). Only Zhou Min (hwlearner) is used: the
 * seed gives her one assignment to hand in, one waiting for AI grading and a certificate.
 */

test('hands in an assignment with a progress bar; it cannot be changed afterwards', async ({ page, request }) => {
  const session = await apiSession(request, 'hwlearner');
  const id = await homeworkIdOf(request, session, 'E2E: onboarding reflection');
  await openSignedIn(page, `/task/homework/${id}?eid=1`, 'hwlearner');
  await expect(page.getByRole('heading', { name: 'E2E: onboarding reflection' })).toBeVisible();

  // A wrong type is refused by the server from its bytes, whatever the name says.
  await page.getByLabel('Choose an attachment').setInputFiles({
    name: 'reflection.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)]),
  });
  await expect(page.getByRole('alert')).toContainText('This file type is not allowed.');

  // Several chunks: the bar moves with what the server has stored.
  await page.getByLabel('Choose an attachment').setInputFiles({
    name: 'reflection.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(1_500_000),
  });
  await expect(page.getByRole('progressbar', { name: 'Uploading reflection.pdf' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attachment (1)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notes' }).fill('My first week: the team, the tools and my goals.');
  await page.getByRole('button', { name: 'Submit assignment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit assignment' }).click();
  await expect(page.getByText('Pending correction', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add attachment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit assignment' })).toHaveCount(0);

  // The page no longer offers it, and the server refuses a forged change.
  const detail = await callAs(request, session, '/v1/homework/detail', { id: String(id) });
  const uploadId = (detail.data as { files: { uploadId: number }[] }).files[0]!.uploadId;
  const detach = await callAs(
    request,
    session,
    '/v1/homework/detach',
    { id: String(id), uploadId: String(uploadId) },
    'POST',
  );
  expect(detach.code).toBe(ErrorCode.HOMEWORK_LOCKED);
  const again = await callAs(request, session, '/v1/homework/submit', { id: String(id), note: 'changed' }, 'POST');
  expect(again.code).toBe(ErrorCode.HOMEWORK_LOCKED);
  const oversize = await callAs(
    request,
    session,
    '/v1/homework/upload',
    {
      action: 'init',
      homeworkId: String(id),
      kind: 'document',
      fileName: 'big.pdf',
      totalBytes: String(200 * 1024 * 1024 + 1),
    },
    'POST',
  );
  expect(oversize.code).toBe(ErrorCode.HOMEWORK_FILE_TOO_LARGE);
});

test('an administrator AI-grades a batch; the learner sees the score message', async ({ browser }) => {
  // Two people, two sign-ins and the message centre's first load: more than one page's worth of time.
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, '/admin/homework-grading?eid=1', 'admin');
  const row = admin.getByTestId('grading-row').filter({ hasText: 'E2E: customer visit report' });
  await row.locator('label.arco-checkbox').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await admin.getByRole('button', { name: /AI-grade selected \(1\)/ }).click();
  const dialog = admin.getByRole('dialog');
  // Arco draws its own boxes over the real (hidden) radio inputs: click what is drawn.
  await dialog.getByText('Strict', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Strict' })).toBeChecked();
  await dialog.getByLabel('Criteria (optional)').fill('budget, next step');
  await dialog.getByRole('button', { name: 'Grade 1' }).click();
  await expect(dialog.getByRole('status')).toContainText('Done: 1 scored, 0 failed');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await adminContext.close();

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await openSignedIn(learner, '/main/message/ownMessage?eid=1', 'hwlearner');
  await expect(learner.getByText('Paper marked: E2E: customer visit report')).toBeVisible({ timeout: 30_000 });
  await learnerContext.close();
});

test('downloads a certificate PDF that opens, with the Chinese name in it', async ({ page }) => {
  await openSignedIn(page, '/my/my-certificate?eid=1', 'hwlearner');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download certificate (PDF): 新员工入职培训结业证书' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('certificate-LP-2026-0201.pdf');
  const bytes = fs.readFileSync((await download.path())!);
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
  expect(text).toContain('周敏');
  expect(text).toContain('新员工入职培训结业证书');
  expect(text).toContain('LP-2026-0201');
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('my assignments and certificates fit the screen', async ({ page }) => {
    await openSignedIn(page, '/my/my-homeWork?eid=1', 'hwlearner');
    await expect(page.getByRole('heading', { name: 'My assignments' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto('/my/my-certificate?eid=1');
    await expect(page.getByRole('heading', { name: 'My certificates' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
