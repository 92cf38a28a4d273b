import { expect, test, type APIRequestContext } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/** The code in the latest text message to a +86 number, from the server's loopback outbox. */
async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/__dev/outbox?phone=${phone}`)).json()) as {
        messages: Array<{ body: string }>;
      };
      code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a learner changes the phone number with a code sent to the new number', async ({ page, request }) => {
  const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
  await openSignedIn(page, '/editor/phonenumber?eid=1', 'sysadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Change phone number' })).toBeVisible();

  // The form refuses a malformed number before any code is sent.
  await page.getByLabel('New phone number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();

  await page.getByLabel('New phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(request, phone));
  await page.getByRole('button', { name: 'Change phone number' }).click();
  await expect(page.getByText('Your phone number has been changed.')).toBeVisible();
  await expect(page.getByText(`+86 ${phone}`)).toBeVisible();

  // The same number again is refused by the form.
  await page.getByLabel('New phone number').fill(phone);
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Change phone number' }).click();
  await expect(page.getByText('The new phone number must differ from the current one.')).toBeVisible();
});
