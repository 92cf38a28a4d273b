import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packTightly } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping — so the page's Content-Security-Policy must not hide a hole.
test.use({ bypassCSP: true });

/**
 * A learner's free-text questionnaire answers (description, fill-in blank, several blanks; at most
 * 100 characters each) come back on the questionnaire's page under "Your answers". The whole
 * corpus goes in through the real submit call, on the Hub's free-text questionnaire (enterprise 2,
 * touched by no other spec), and is shown as text; nothing runs.
 */
const TITLE = 'Open Hub feedback';
const SLOTS = 5; // h1, h2 and the three blanks of h3

test('XSS payloads in questionnaire answers render as text and never run', async ({ page, request }) => {
  test.setTimeout(120_000);
  const corpus = xssCorpus();
  const texts = packTightly(corpus, 100);
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'learner', 2);
  const list = (await apiCall(request, session, '/v1/questionnaire/list', { pageSize: '50' }, 'GET')) as {
    list: Array<{ id: number; title: string }>;
  };
  const id = list.list.find((q) => q.title === TITLE)!.id;
  for (let i = 0; i < texts.length; i += SLOTS) {
    const [h1 = '', h2 = '', ...blanks] = texts.slice(i, i + SLOTS);
    const h3 = [0, 1, 2].map((n) => blanks[n] ?? '');
    const answers = JSON.stringify({ h1, h2: h2 || undefined, h3: h3.some(Boolean) ? h3 : undefined });
    await apiCall(request, session, '/v1/questionnaire/submit', { id: String(id), answers });
  }

  await openSignedIn(page, '/questionnaire/questionList?eid=2', 'learner', { eid: 2 });
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expectTrapWorks(page, trap.ran);
  await page.goto(`/questionnaire/excessive/${id}?eid=2`);
  await expect(page.getByText(texts[0]!).first()).toBeVisible();
  await expect(page.getByText(texts[texts.length - 1]!).first()).toBeVisible();
  await settle(page);
  const fired = await trap.ran();
  console.info(
    `[attack] xss questionnaire answers: ${corpus.length} payloads in ${texts.length} answers, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
