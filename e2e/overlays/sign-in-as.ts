import { expect, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/** Sign in to enterprise `eid` (through the API, not the form) and land on its home page. */
export async function signInAs(page: Page, eid: number, account: string): Promise<void> {
  await openSignedIn(page, `/index?eid=${eid}`, account, { eid });
  await expect(page).toHaveURL(/\/index/);
}
