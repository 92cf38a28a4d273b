import { expect, test } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson, type AdminSendResult, type OutsiderJoinResult } from '../../protocol';
import { sendSigned, signed } from '../support/signed-api';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { corpusText, packTightly } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping, the server's sanitiser and SafeHtml — so the
// page's Content-Security-Policy, the second wall (decision 0035), must not hide a hole in it.
test.use({ bypassCSP: true });

/**
 * Administrators' messaging and the outsider entry (decision 0057): message titles (60
 * characters, plain text), the rich-text body (sanitised on the server, rendered through SafeHtml)
 * and an outsider's name and organisation (40 and 60 characters, shown on their waiting notice).
 * Every payload of the corpus goes through each kind of field; nothing runs. Messages go to the
 * seed's fieldlead only, whom no other spec reads.
 */
const TITLE_LIMIT = 60;
const NAME_LIMIT = 40;
const ORGANISATION_LIMIT = 60;
const PAGE_SIZE = 10;

test('XSS payloads in admin message titles and bodies render as text or sanitised markup and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const admin = await apiSignIn(request, 'admin');
  const lead = await apiSignIn(request, 'fieldlead');
  const send = async (title: string, bodyHtml: string, key: string) =>
    (await apiCall(request, admin, '/v1/admin/messaging/send', {
      kind: 'admin',
      title,
      bodyHtml,
      sendKey: key,
      scope: 'members',
      userIds: JSON.stringify([Number(lead.userid)]),
    })) as AdminSendResult;
  const run = Date.now().toString(36);

  // The body: the whole corpus in one message, read on its detail page.
  const body = await send(`Body probe ${run}`, corpusText(corpus), `xss-body-${run}`);
  await openSignedIn(page, `/main/message/adminMessage/${body.id}?eid=1`, 'fieldlead');
  await expect(page.getByRole('heading', { name: `Body probe ${run}` })).toBeVisible();
  await expectTrapWorks(page, trap.ran);
  await page.reload();
  await expect(page.locator('.lp-msg__detail-html')).toBeVisible();
  await settle(page);
  const fired = [...(await trap.ran())];

  // Titles: packed into as few 60-character titles as fit (the few longer payloads are in the body).
  const titles = packTightly(
    corpus.filter((p) => p.text.length <= TITLE_LIMIT),
    TITLE_LIMIT,
  );
  // A page's worth at a time, then the learner's list, newest first, shows exactly that batch.
  for (let i = 0; i < titles.length; i += PAGE_SIZE) {
    const batch = titles.slice(i, i + PAGE_SIZE);
    for (const [n, title] of batch.entries()) await send(title, '<p>probe</p>', `xss-title-${run}-${i + n}`);
    await page.goto('/main/message/adminMessage?eid=1');
    await expect(page.locator('.lp-msg__item-title').first()).toContainText(batch.at(-1)!.slice(0, 20));
    await settle(page);
    fired.push(...(await trap.ran()));
  }
  // The administrators' sent list shows the same titles.
  await openSignedIn(page, '/admin/messaging?eid=1', 'admin');
  await expect(page.getByTestId('sent-row').first()).toBeVisible();
  await settle(page);
  fired.push(...(await trap.ran()));

  console.info(
    `[attack] xss admin messaging: ${corpus.length} payloads in ${titles.length} titles and 1 body, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});

test('XSS payloads in an outsider’s name and organisation render as text on the waiting notice', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const names = packTightly(
    corpus.filter((p) => p.text.length <= NAME_LIMIT),
    NAME_LIMIT,
  );
  const organisations = packTightly(
    corpus.filter((p) => p.text.length > NAME_LIMIT && p.text.length <= ORGANISATION_LIMIT),
    ORGANISATION_LIMIT,
  );
  const run = Date.now().toString(36);
  const tickets: string[] = [];
  for (const [index, name] of names.entries()) {
    const { body } = await sendSigned(
      request,
      signed(
        'apiSystem/outsidersCode',
        {
          code: 'GUEST726',
          name,
          organisation: organisations[index] ?? '',
          account: `xss-${run}-${index}`,
          password: 'Guest#2026x',
          confirm: 'Guest#2026x',
        },
        { eid: 1, method: 'POST', now: Date.now() },
      ),
    );
    expect(`${body.status} ${body.code} ${body.msg}`).toMatch(/^Y /);
    // The join travels sealed like sign-up (it carries a password).
    const data = typeof body.data === 'string' ? decryptJson(body.data, DEFAULT_APP_KEY) : body.data;
    tickets.push((data as OutsiderJoinResult).ticket);
  }
  expect(organisations.length).toBeLessThanOrEqual(names.length);

  await page.goto(`/login?eid=1&outsideReview=${tickets[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];
  for (const [index, ticket] of tickets.entries()) {
    await page.goto(`/login?eid=1&outsideReview=${ticket}`);
    await expect(page.locator('.lp-outsider-facts dd').first()).toHaveText(names[index]!);
    await settle(page);
    fired.push(...(await trap.ran()));
  }
  console.info(
    `[attack] xss outsiders: ${names.length} names and ${organisations.length} organisations, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
