import { expect, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/**
 * Sign in to enterprise `eid` (through the API, not the form) and land on its home page, with the
 * page's start-up calls answered: a spec that then ends the session elsewhere must not race them.
 */
export async function signInAs(page: Page, eid: number, account: string): Promise<void> {
  await openSignedIn(page, `/index?eid=${eid}`, account, { eid });
  await expect(page).toHaveURL(/\/index/);
  await page.waitForLoadState('networkidle');
}
