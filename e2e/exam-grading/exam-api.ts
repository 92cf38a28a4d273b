import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson, type LearnerQuestion } from '../../protocol';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { sendSigned, signed } from '../support/signed-api';

type Auth = { token: string; userid: string };

async function call<T>(
  request: APIRequestContext,
  name: string,
  params: Record<string, string>,
  options: { auth?: Auth; method?: 'GET' | 'POST'; sealed?: boolean } = {},
): Promise<T> {
  const { body } = await sendSigned(
    request,
    signed(name, params, {
      eid: 1,
      method: options.method ?? 'GET',
      ...(options.auth ?? {}),
      ...(options.sealed ? { encrypt: true } : {}),
    }),
  );
  if (body.status !== 'Y') throw new Error(`${name} refused: ${body.code} ${body.msg}`);
  return (
    typeof body.data === 'string' && body.encryptFields?.includes('data')
      ? decryptJson(body.data, DEFAULT_APP_KEY)
      : body.data
  ) as T;
}

/**
 * A learner hands in a paper of an exam through the exams calls, every question answered and the
 * essays with `essay` — so a spec can make a paper the seed does not have (e.g. one AI cannot grade).
 */
export async function handInPaper(
  request: APIRequestContext,
  account: string,
  examName: string,
  essay: string,
): Promise<number> {
  const auth = await call<Auth>(request, 'apiSystem/login', { account, password: DEMO_PASSWORD }, { method: 'POST' });
  const exams = await call<{ list: { id: number; name: string }[] }>(
    request,
    'apiExamnew/getExamList',
    { keyword: examName },
    { auth, sealed: true },
  );
  const examId = exams.list.find((exam) => exam.name === examName)!.id;
  const { attemptId } = await call<{ attemptId: number }>(
    request,
    '/v1/exam/attempt/start',
    { examId: String(examId), deviceId: 'e2e-grading-device' },
    { auth, method: 'POST' },
  );
  const paper = await call<{ questions: LearnerQuestion[] }>(
    request,
    'apiExamnew/getExamQuestion',
    { attemptId: String(attemptId) },
    { auth, sealed: true },
  );
  const answers = paper.questions.map((q) => ({
    questionId: q.id,
    seq: 1,
    values:
      q.type === 'essay'
        ? [essay]
        : q.type === 'judge'
          ? ['T']
          : q.type === 'fill'
            ? Array.from({ length: q.blanks }, () => 'x')
            : [q.options[0]!.key],
  }));
  await call(
    request,
    '/v1/exam/attempt/submit',
    { attemptId: String(attemptId), answers: JSON.stringify(answers) },
    { auth, method: 'POST' },
  );
  return attemptId;
}
