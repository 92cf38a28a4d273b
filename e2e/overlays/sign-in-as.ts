import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';

/** Sign in with the password form of the English login page (role locators only). */
export async function signInAs(page: Page, eid: number, account: string): Promise<void> {
  await page.goto(`/login?eid=${eid}`);
  await page.getByRole('textbox', { name: 'Account' }).fill(account);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/index/);
}
