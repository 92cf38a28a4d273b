import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

// Each flow signs in two people and waits for server-side transcoding: more than the default budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A minimal MP4 the transcoding probe accepts (ftyp, moov/mvhd of `seconds`), padded so it goes up in many chunks. */
function fakeMp4(seconds: number, payloadBytes: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd)),
    box('mdat', Buffer.alloc(payloadBytes, 7)),
  ]);
}

/** Holds every upload request back a little, so the progress bar can be seen moving on a fast local line. */
async function slowUploads(page: Page) {
  await page.route(/apiCourse\/upload/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
}

test('a learner uploads a micro-course with a progress bar; an administrator approves and it is published', async ({
  page,
  browser,
}) => {
  const title = 'Checking a ladder before use';
  await slowUploads(page);
  await openSignedIn(page, '/upLoadCourse?eid=1', 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a micro-course' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Safety', exact: true }).click();
  await page.getByLabel('Name of chapter 1').fill('Three quick checks');
  // About 1 MB: the server cuts it into 16 chunks, so the bar moves in steps.
  await page
    .getByLabel('File of chapter 1', { exact: true })
    .setInputFiles({ name: 'ladder.mp4', mimeType: 'video/mp4', buffer: fakeMp4(42, 1024 * 1024) });
  const bar = page.getByRole('progressbar', { name: 'Uploading ladder.mp4' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(bar).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('ladder.mp4')).toBeVisible();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/my\/my-upLoadCourse/);
  const row = page.getByRole('row').filter({ hasText: title });
  // Transcoding runs on the server; the list polls until it settles.
  await expect(row.getByText('Under review')).toBeVisible({ timeout: 15_000 });

  const admin = await browser.newPage();
  await openSignedIn(admin, '/admin/micro-courses?eid=1', 'admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Micro-course review' })).toBeVisible();
  const card = admin.getByRole('article', { name: title });
  await expect(card.getByText('42 seconds')).toBeVisible();
  await card.getByRole('button', { name: `Approve ${title}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved and published.')).toBeVisible();
  await expect(card).toBeHidden();
  await admin.getByRole('tab', { name: 'Published' }).click();
  await expect(admin.getByRole('article', { name: title })).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(row.getByText('Published')).toBeVisible();
  await row.getByRole('button', { name: `View the course ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a file whose bytes are not a video is refused by the server, whatever its name', async ({ page }) => {
  await openSignedIn(page, '/upLoadCourse?eid=1', 'learner');
  await page.getByLabel('File of chapter 1', { exact: true }).setInputFiles({
    name: 'holiday.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('%PDF-1.4\nnot a video at all\n%%EOF\n'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file type is not allowed or the file is in the wrong format.' }),
  ).toBeVisible();
});

test('an administrator rejects with a reason the learner then sees; a learner has no review rights', async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  await openSignedIn(admin, '/admin/micro-courses?eid=1', 'admin');
  await admin.getByRole('button', { name: 'Reject Five-minute desk stretches' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Enter a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Please add subtitles to the video.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Rejected. The author can see the reason.')).toBeVisible();
  await admin.close();

  await openSignedIn(page, '/my/my-upLoadCourse?eid=1', 'learner');
  const row = page.getByRole('row').filter({ hasText: 'Five-minute desk stretches' });
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByText('Reason for rejection: Please add subtitles to the video.')).toBeVisible();

  await page.goto('/admin/micro-courses?eid=1');
  // Every /admin page answers a learner with the same page (decision 0053).
  await expect(page.getByRole('heading', { level: 1, name: 'You have no administrator rights' })).toBeVisible();
});
