import type { Page } from '@playwright/test';

/** Open the header's user menu (profile, switch organisation, administration, sign out). */
export async function openUserMenu(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu of / })
    .click();
}
