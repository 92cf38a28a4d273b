import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';

/** Fill and submit the English login form on the current login page. */
export async function submitLogin(page: Page, account: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Account').fill(account);
  // The input, not the "Password" tab of the sign-in methods.
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
