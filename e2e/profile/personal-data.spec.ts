import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

// A 1×1 PNG, padded so the upload has a body worth a progress bar.
const PNG = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(512 * 1024),
]);

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, '/editor/personalData?eid=1', 'sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
});

test('a learner edits and saves personal details and sees them after a reload', async ({ page }) => {
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Zhou Min');
  await page.getByLabel('Nickname').fill('Minnie');
  await page.getByLabel('Post').fill('Account manager');
  await page.getByLabel('E-mail').fill('zhou.min@aurora.example');
  await page.getByLabel('Year').click();
  // The year list is long and virtual: type to narrow it.
  await page.keyboard.type('1992');
  await page.getByRole('option', { name: '1992' }).click();
  await page.getByLabel('Month').click();
  await page.getByRole('option', { name: '7', exact: true }).click();
  await page.getByLabel('Day').click();
  await page.getByRole('option', { name: '15', exact: true }).click();
  const labels = page.getByPlaceholder('Type a label and press Enter');
  await labels.fill('Negotiation');
  await labels.press('Enter');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Minnie');
  await expect(page.getByLabel('Post')).toHaveValue('Account manager');
  await expect(page.getByLabel('E-mail')).toHaveValue('zhou.min@aurora.example');
  await expect(page.getByText('Negotiation')).toBeVisible();
  await expect(page.getByLabel('Age', { exact: true })).toHaveText(/^\d+ years$/);
});

test('a bad e-mail is refused by the form and nothing is sent', async ({ page }) => {
  await page.getByLabel('E-mail').fill('zhou.min@aurora');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Your profile has been saved.')).toHaveCount(0);
});

test('a required e-mail cannot be emptied: the form refuses it and nothing is sent (issue 18 item 6)', async ({
  page,
}) => {
  await page.goto('/editor/personalData?errorMsg=4&type=completion-info');
  // Sales has what eid 1 requires (e-mail and department) in the demo data.
  await expect(page.getByText('Your profile is complete', { exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter your e-mail address: your organisation requires one.')).toBeVisible();
  await expect(page.getByText('Your profile has been saved.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Your profile is complete', { exact: true })).toBeVisible();
});

test('a learner uploads an avatar, sees the progress bar, then the new picture', async ({ page }) => {
  // Hold the answer a moment so the progress bar can be seen.
  await page.route('**/yii/appapi/v1/user/profile/upload-image', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel('Upload avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/media\/1\/avatar\/[0-9a-f]{32}\.png$/);
  await expect(page.getByText('Picture updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible();
});

test('a file that is not an image is refused before sending', async ({ page }) => {
  await page
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please choose a PNG, JPG, GIF or WebP image.' }),
  ).toBeVisible();
});
