import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson } from '../../protocol';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle, type ApiSession } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping and SafeHtml — so the page's Content-Security-Policy,
// the second wall (decision 0035), must not hide a hole in it: the trap's control payload is inline script.
test.use({ bypassCSP: true });

/**
 * A learner's typed exam answers come back on the result detail page (and to graders). Every
 * payload of the corpus goes in as fill-in answers of the Hub's own exam (enterprise 2, so no
 * other spec's exam data is touched) and is shown as text; nothing runs.
 */
const EXAM = 'Open Hub exam demo';

/** Sealed answers (getExamList, getExamQuestion) arrive as AES text (docs/protocol.md). */
const open = <T>(data: unknown): T => (typeof data === 'string' ? decryptJson(data, DEFAULT_APP_KEY) : data) as T;

async function answerWithPayloads(request: APIRequestContext, session: ApiSession, texts: string[]): Promise<number> {
  const list = open<{ list: Array<{ id: number; name: string }> }>(
    await apiCall(request, session, 'apiExamnew/getExamList', { keyword: EXAM }, 'GET'),
  );
  const examId = list.list.find((e) => e.name === EXAM)!.id;
  const started = (await apiCall(request, session, '/v1/exam/attempt/start', {
    examId: String(examId),
    deviceId: 'xss-probe-device',
  })) as { attemptId: number };
  const paper = open<{ questions: Array<{ id: number; type: string; blanks: number }> }>(
    await apiCall(request, session, 'apiExamnew/getExamQuestion', { attemptId: String(started.attemptId) }, 'GET'),
  );
  const fill = paper.questions.find((q) => q.type === 'fill')!;
  expect(fill.blanks).toBe(texts.length);
  const answers = JSON.stringify([{ questionId: fill.id, values: texts, attachmentIds: [], seq: 1 }]);
  await apiCall(request, session, '/v1/exam/attempt/submit', { attemptId: String(started.attemptId), answers });
  return started.attemptId;
}

test('XSS payloads in exam answers render as text on the result detail and never run', async ({ page, request }) => {
  test.setTimeout(120_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'learner', 2);
  // The whole corpus in the paper's two blanks, half in each.
  const half = Math.ceil(corpus.length / 2);
  const texts = [corpus.slice(0, half), corpus.slice(half)].map((part) => part.map((p) => p.text).join(' '));
  const attemptId = await answerWithPayloads(request, session, texts);

  await openSignedIn(page, '/index?eid=2', 'learner', { eid: 2 });
  await expect(page).toHaveURL(/\/index/);
  await expectTrapWorks(page, trap.ran);

  await page.goto(`/task/exam/resultDetail/${attemptId}?eid=2`);
  await expect(page.getByText(texts[0]!.slice(0, 40)).first()).toBeVisible();
  await settle(page);
  const fired = await trap.ran();
  console.info(`[attack] xss exam answers: ${corpus.length} payloads in 2 fill-in answers, ${fired.length} executed`);
  expect(fired).toEqual([]);
});
