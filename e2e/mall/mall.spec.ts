import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiSignIn } from '../attack/xss-harness';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';

/*
 * The points mall (issue 25). Each test uses a mall learner only these specs change (seeded by
 * mall-demo.ts): shopper exchanges, collector has a full address book, lucky draws.
 */

async function exchangeCount(page: Page, account: string): Promise<{ total: number; points: number }> {
  const session = await apiSignIn(page.request, account);
  const list = (await apiCall(page.request, session, '/v1/mall/exchange/list', { pageSize: '1' }, 'GET')) as {
    total: number;
  };
  const products = (await apiCall(page.request, session, '/v1/mall/products', {}, 'GET')) as { balance: number };
  return { total: list.total, points: products.balance };
}

test('a mailed product: the address comes from the book and a double click pays once', async ({ page }) => {
  const before = await exchangeCount(page, 'shopper');
  await openSignedIn(page, '/shopMall?eid=1', 'shopper');
  await page.getByRole('link', { name: /定制保温杯/ }).click();
  await expect(page.getByRole('heading', { name: '定制保温杯' })).toBeVisible();
  await page.getByRole('button', { name: 'Exchange now' }).click();
  const dialog = page.getByRole('dialog');
  // The default address of the book is chosen.
  await expect(dialog.getByRole('radio', { name: /宋佳/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Song Jia/ }).check();
  await dialog.getByTestId('exchange-confirm').dblclick();
  await expect(dialog.getByText('Exchange complete')).toBeVisible();
  await expect(dialog.getByText(/Points left: 2,800/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('mall-balance')).toHaveText('My points: 2,800');
  const after = await exchangeCount(page, 'shopper');
  expect(after).toEqual({ total: before.total + 1, points: before.points - 200 });
  await page.goto('/my/exchange-record?eid=1');
  const newest = page.getByTestId('exchange-record').first();
  await expect(newest).toContainText('定制保温杯');
  await expect(newest).toContainText('Flat 12B, 8 Harbour Road');
});

test('a self-pickup product gives an exchange code with its QR code', async ({ page }) => {
  await openSignedIn(page, '/shopMall?eid=1', 'shopper');
  await page.getByRole('checkbox', { name: 'I can afford' }).check();
  await page.getByRole('link', { name: /精裝筆記本/ }).click();
  await expect(page.getByText('總部大樓一樓前台')).toBeVisible();
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Exchange now' }).click();
  await page.getByTestId('exchange-confirm').click();
  const code = page.getByRole('dialog').getByTestId('exchange-code');
  await expect(code).toContainText(/[2-9A-HJKMNP-Z]{8}/);
  await expect(code.getByRole('img', { name: /QR code of exchange code/ })).toBeVisible();
});

test('an 11th address is refused and the book keeps ten', async ({ page }) => {
  await openSignedIn(page, '/my/address?eid=1', 'collector');
  await expect(page.getByTestId('address-item')).toHaveCount(10);
  await page.getByTestId('address-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Recipient').fill('Tang Li');
  await dialog.getByLabel('Phone').fill('1390000');
  await dialog.getByLabel('Address', { exact: true }).fill('Eleventh street 11');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The phone is checked before anything is sent.
  await expect(dialog.getByText(/Enter a valid phone number/)).toBeVisible();
  await dialog.getByLabel('Phone').fill('13900009999');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('You can keep at most 10 addresses.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('address-item')).toHaveCount(10);
});

test('a lottery draw is decided by the server and paid once under a double click', async ({ page }) => {
  await openSignedIn(page, '/lotteryMall?eid=1', 'lucky');
  await expect(page.getByTestId('lottery-draws').getByRole('listitem')).toHaveCount(3);
  await page.getByTestId('lottery-draw').dblclick();
  await expect(page.getByTestId('lottery-result')).toHaveText(/Congratulations|No prize this time/, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('lottery-draws').getByRole('listitem')).toHaveCount(4);
  const session = await apiSignIn(page.request, 'lucky');
  const draws = (await apiCall(page.request, session, '/v1/lottery/draw/list', {}, 'GET')) as {
    total: number;
    list: Array<{ bonusPoints: number }>;
  };
  expect(draws.total).toBe(4);
  const lottery = (await apiCall(page.request, session, '/v1/lottery/index', {}, 'GET')) as { balance: number };
  expect(lottery.balance).toBe(2000 - 50 + draws.list[0]!.bonusPoints);
});

test('/my/index shows the summary, the hours chart and every learning-centre page in one menu', async ({ page }) => {
  await openSignedIn(page, '/my/index?eid=1', 'learner');
  const summary = page.getByTestId('learning-summary');
  for (const label of ['Study time', 'Credits', 'Points', 'Study-time rank', 'Valid certificates', 'Tasks in progress'])
    await expect(summary).toContainText(label);
  await expect(page.getByRole('img', { name: /Study hours per week/ })).toBeVisible();
  await page.getByText('Show as a table').click();
  await expect(page.getByRole('table')).toBeVisible();
  const menu = page.getByRole('navigation', { name: /menu/i }).filter({ hasText: 'Exchange records' });
  await menu.getByRole('link', { name: 'Shipping addresses' }).click();
  await expect(page).toHaveURL(/\/my\/address/);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the mall, a product and /my/index fit 390 px', async ({ page }) => {
    await openSignedIn(page, '/shopMall?eid=1', 'collector');
    await expect(page.getByRole('link', { name: /Wireless earbuds/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: /Wireless earbuds/ }).click();
    await expect(page.getByRole('button', { name: 'Not enough points' })).toBeDisabled();
    await expectNoHorizontalScroll(page);
    for (const path of ['/my/index', '/my/exchange-record', '/my/address', '/lotteryMall']) {
      await page.goto(`${path}?eid=1`);
      await expect(page.locator('.lp-mall, .lp-lc').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});
