import { expect, type APIRequestContext } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson, type GradingPaper } from '../../protocol';
import { apiCall, type ApiSession } from './xss-harness';

/** Sealed answers (getExamList, getExamQuestion) arrive as AES text (docs/protocol.md). */
export const opened = <T>(data: unknown): T =>
  (typeof data === 'string' ? decryptJson(data, DEFAULT_APP_KEY) : data) as T;

/** A paper of `exam` handed in through the learner's real start/paper/submit calls, its essays answered in order. */
export async function handInEssays(
  request: APIRequestContext,
  learner: ApiSession,
  exam: string,
  essays: string[],
): Promise<number> {
  const list = opened<{ list: Array<{ id: number; name: string }> }>(
    await apiCall(request, learner, 'apiExamnew/getExamList', { keyword: exam }, 'GET'),
  );
  const examId = list.list.find((e) => e.name === exam)!.id;
  const started = (await apiCall(request, learner, '/v1/exam/attempt/start', {
    examId: String(examId),
    deviceId: 'xss-grading-device',
  })) as { attemptId: number };
  const paper = opened<{ questions: Array<{ id: number; type: string }> }>(
    await apiCall(request, learner, 'apiExamnew/getExamQuestion', { attemptId: String(started.attemptId) }, 'GET'),
  );
  const questions = paper.questions.filter((q) => q.type === 'essay');
  expect(questions).toHaveLength(essays.length);
  const answers = JSON.stringify(
    questions.map((q, i) => ({ questionId: q.id, values: [essays[i]!], attachmentIds: [], seq: 1 })),
  );
  await apiCall(request, learner, '/v1/exam/attempt/submit', { attemptId: String(started.attemptId), answers });
  return started.attemptId;
}

/** The grader's real paper and grade calls: every essay scored 0 with its comment, in paper order. */
export async function gradeEssays(
  request: APIRequestContext,
  grader: ApiSession,
  attemptId: number,
  comments: string[],
): Promise<void> {
  const paper = (await apiCall(
    request,
    grader,
    '/v1/admin/exam-grading/paper',
    { attemptId: String(attemptId) },
    'GET',
  )) as GradingPaper;
  const essays = paper.questions.filter((q) => q.type === 'essay');
  expect(essays.length).toBeGreaterThanOrEqual(comments.length);
  const scores = JSON.stringify(
    essays.map((q, i) => ({ questionId: q.questionId, score: 0, comment: comments[i] ?? '' })),
  );
  await apiCall(request, grader, '/v1/admin/exam-grading/grade', { attemptId: String(attemptId), scores });
}
