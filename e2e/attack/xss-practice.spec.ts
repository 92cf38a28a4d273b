import { expect, test } from '@playwright/test';
import { ANSWER_LIMITS, type PracticeSet } from '../../protocol';
import { apiCall, apiSignIn } from './xss-harness';
import { letHandlersRun, openInApp, trappedSignIn } from './xss-in-app';
import { xssCorpus } from './xss-payloads';
import { corpusText } from './xss-texts';

// The probes test the first wall alone — escaping and SafeHtml — so the page's Content-Security-Policy,
// the second wall (decision 0035), must not hide a hole in it: the trap's control payload is inline script.
test.use({ bypassCSP: true });

/**
 * A learner's typed practice answers (fill-in blanks, essays) come back on the practice card, in
 * today's daily practice and in the exercise records. Enterprise 2's learner (no other spec
 * practises there) puts the whole corpus in today's fill-in blank through the real answer call and
 * types it into the essay of the Hub's course practice; every view shows it as text; nothing runs.
 * The wrong-question notebook lists the questions only (its entries carry no answer), so it is
 * rendered but has no learner text to show.
 */
const EID = 2;
const COURSE = 'Public speaking for everyone';
const ESSAY_STEM = 'How would you open a five-minute talk to strangers?';
/** The portal's fill-in box shows at most this many characters of a stored answer (question-input.tsx). */
const BLANK_SHOWN = 200;

// The daily practice's day is the learner's local day; the signed calls of the test say +08:00.
test.use({ timezoneId: 'Asia/Shanghai' });

test('XSS payloads in practice answers render as text on the card, the daily practice and the records and never run', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const corpus = xssCorpus();
  const text = corpusText(corpus);
  expect(text.length).toBeLessThanOrEqual(ANSWER_LIMITS.valueLength);

  // Today's daily practice: every fill-in blank gets the whole corpus.
  const learner = await apiSignIn(request, 'learner', EID);
  const daily = (await apiCall(request, learner, 'practice/daily', {}, 'GET')) as PracticeSet;
  const fills = daily.questions.filter((q) => q.type === 'fill');
  expect(fills.length).toBeGreaterThan(0);
  for (const q of fills) {
    const answer = JSON.stringify(Array.from({ length: q.blanks }, () => text));
    await apiCall(request, learner, 'practice/answer', {
      sessionKey: daily.sessionKey,
      kind: 'daily',
      questionId: String(q.id),
      answer,
    });
  }
  const found = (await apiCall(
    request,
    learner,
    'apiCourse/byCategoryCache',
    { 'search[keyword]': COURSE },
    'GET',
  )) as { list: Array<{ id: number; title: string }> };
  const courseId = found.list.find((c) => c.title === COURSE)!.id;

  // Course practice in the portal: the essay typed, sent, shown back in its card, self-checked wrong.
  const reader = await trappedSignIn(browser, 'learner', `/coursePractice/${courseId}?eid=${EID}`);
  const card = reader.page.getByTestId(/^practice-question-/).filter({ hasText: ESSAY_STEM });
  await card.getByRole('textbox', { name: ESSAY_STEM }).fill(text);
  await card.getByRole('button', { name: 'Submit and show reference' }).click();
  await expect(card).toHaveAttribute('data-state', 'self-check');
  await card.getByRole('button', { name: 'I got it wrong' }).click();
  await expect(card).toHaveAttribute('data-state', 'wrong');
  await expect(card.getByRole('textbox', { name: ESSAY_STEM })).toHaveValue(text);
  await letHandlersRun(reader.page);

  // Today's practice again: the stored blanks come back in their boxes.
  await openInApp(reader.page, `/my/my-practice?eid=${EID}&practise=daily`);
  const blanks = reader.page.getByRole('textbox', { name: /^Blank \d+$/ });
  await expect(blanks).toHaveCount(fills.reduce((n, q) => n + q.blanks, 0));
  for (const blank of await blanks.all()) await expect(blank).toHaveValue(text.slice(0, BLANK_SHOWN));
  await letHandlersRun(reader.page);

  // The notebook: the questions answered wrongly, by their stems.
  await openInApp(reader.page, `/my/my-practice?eid=${EID}`);
  await expect(reader.page.getByTestId('notebook-entry').filter({ hasText: ESSAY_STEM })).toBeVisible();
  await letHandlersRun(reader.page);

  // The records: each session's detail shows the whole answer as typed.
  await openInApp(reader.page, `/my/my-exercise?eid=${EID}`);
  const details = reader.page.getByRole('button', { name: 'Details' });
  await expect(details).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    await details.nth(i).click();
    const dialog = reader.page.getByRole('dialog', { name: 'Exercise record' });
    await expect(dialog).toContainText(`Your answer: ${text}`);
    await letHandlersRun(reader.page);
    await reader.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  const fired = await reader.ran();
  await reader.page.context().close();

  console.info(
    `[attack] xss practice: ${corpus.length} payloads in ${fills.length} daily fill-in answer(s) and 1 course essay, rendered on the card, the daily practice, the notebook and 2 record details, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
