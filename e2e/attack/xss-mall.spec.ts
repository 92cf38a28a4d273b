import { expect, test, type APIRequestContext } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, batchesThatFit, expectTrapWorks, settle, type ApiSession } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping — so the page's Content-Security-Policy must not hide a hole.
test.use({ bypassCSP: true });

/*
 * The mall's free text a learner writes: a shipping address's recipient (30 characters) and address
 * (200). Every payload of the corpus goes through each, ten addresses at a time (the book's
 * limit), read in the address book; the last ten are also read where an exchange chooses one and,
 * after an exchange, in the exchange records. Nothing runs. The phone is checked as well formed,
 * so it cannot carry a payload (the server refuses anything else, addresses.test.ts).
 */
const BOOK = 10;

async function clearBook(request: APIRequestContext, session: ApiSession) {
  const book = (await apiCall(request, session, '/v1/mall/address/list', {}, 'GET')) as { list: Array<{ id: number }> };
  for (const a of book.list) await apiCall(request, session, '/v1/mall/address/delete', { id: String(a.id) });
}

test('XSS payloads in shipping addresses render as text and never run', async ({ page, request }) => {
  test.setTimeout(240_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'lucky');
  await openSignedIn(page, '/my/address?eid=1', 'lucky');
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];

  const addresses = packPayloads(corpus, 200);
  const recipients = batchesThatFit(corpus, 30, 1).map((b) => b[0]!.text);
  const rounds = Math.ceil(Math.max(addresses.length, recipients.length) / BOOK);
  for (let round = 0; round < rounds; round += 1) {
    await clearBook(request, session);
    for (let i = 0; i < BOOK; i += 1) {
      const n = round * BOOK + i;
      await apiCall(request, session, '/v1/mall/address/save', {
        recipient: recipients[n % recipients.length]!,
        phone: '13700137000',
        address: addresses[n % addresses.length]!,
      });
    }
    await page.goto('/my/address?eid=1');
    await expect(page.getByTestId('address-item')).toHaveCount(BOOK);
    await settle(page);
    fired.push(...(await trap.ran()));
  }

  // Where an exchange chooses the address, and the record it leaves.
  const products = (await apiCall(request, session, '/v1/mall/products', {}, 'GET')) as {
    list: Array<{ id: number; name: string }>;
  };
  const mug = products.list.find((p) => p.name === '定制保温杯')!;
  await page.goto(`/shopMall/shopDetail/${mug.id}?eid=1`);
  await page.getByRole('button', { name: 'Exchange now' }).click();
  await expect(page.getByRole('dialog').getByRole('radio')).toHaveCount(BOOK);
  await settle(page);
  fired.push(...(await trap.ran()));
  await page.getByTestId('exchange-confirm').click();
  await expect(page.getByRole('dialog').getByText('Exchange complete')).toBeVisible();
  await page.goto('/my/exchange-record?eid=1');
  await expect(page.getByTestId('exchange-record').first()).toContainText('定制保温杯');
  await settle(page);
  fired.push(...(await trap.ran()));

  expect(fired, 'payloads that ran').toEqual([]);
});
