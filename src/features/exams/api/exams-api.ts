import type { z } from 'zod';
import {
  attachmentRefSchema,
  examListSchema,
  examPaperSchema,
  examResultSchema,
  examTransitionSchema,
  faceResultSchema,
  resultDetailSchema,
  saveAnswersSchema,
  startAttemptSchema,
  submitResultSchema,
  switchResultSchema,
  type AttachmentRef,
  type ExamKind,
  type ExamList,
  type ExamListTab,
  type ExamPaper,
  type ExamResultView,
  type ExamTransition,
  type FaceResult,
  type ResultDetail,
  type SaveAnswers,
  type StartAttempt,
  type SubmitResult,
  type SwitchResult,
} from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

/** Exam calls (decision 0026 / 0029). Quiet: every page shows its own error state. */

function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data;
}

const post = { method: 'POST', quiet: true } as const;
const get = { quiet: true } as const;

export interface ExamListQuery {
  tab: ExamListTab;
  kind: ExamKind | '';
  keyword: string;
  page: number;
  pageSize: number;
}

/** GET apiExamnew/getExamList (sealed). */
export async function getExamList(query: ExamListQuery): Promise<ExamList> {
  return parse(
    examListSchema,
    await api.call(
      'apiExamnew/getExamList',
      { tab: query.tab, kind: query.kind, keyword: query.keyword.trim(), page: query.page, pageSize: query.pageSize },
      get,
    ),
  );
}

export async function getTransition(examId: number): Promise<ExamTransition> {
  return parse(examTransitionSchema, await api.call('/v1/exam/transition', { examId }, get));
}

export async function startAttempt(examId: number, deviceId: string): Promise<StartAttempt> {
  return parse(startAttemptSchema, await api.call('/v1/exam/attempt/start', { examId, deviceId }, post));
}

/** The paper and the local time of the round trip, for the server clock. */
export async function getPaper(attemptId: number): Promise<{ paper: ExamPaper; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const data = await api.call('apiExamnew/getExamQuestion', { attemptId }, get);
  return { paper: parse(examPaperSchema, data), sentAt, receivedAt: Date.now() };
}

/** One answer on the wire. */
export interface AnswerOut {
  questionId: number;
  values: string[];
  attachmentIds: number[];
  seq: number;
}

export async function saveAnswers(
  attemptId: number,
  answers: AnswerOut[],
): Promise<{ saved: SaveAnswers; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const data = await api.call('/v1/exam/attempt/save', { attemptId, answers: JSON.stringify(answers) }, post);
  return { saved: parse(saveAnswersSchema, data), sentAt, receivedAt: Date.now() };
}

export async function submitAttempt(attemptId: number, answers: AnswerOut[]): Promise<SubmitResult> {
  return parse(
    submitResultSchema,
    await api.call('/v1/exam/attempt/submit', { attemptId, answers: JSON.stringify(answers) }, post),
  );
}

/** keepalive: a switch reported while the page is being hidden still reaches the server. */
export async function reportSwitch(attemptId: number, seq: number): Promise<SwitchResult> {
  return parse(
    switchResultSchema,
    await api.call('/v1/exam/attempt/switch', { attemptId, seq }, { ...post, keepalive: true }),
  );
}

export async function uploadAttachment(
  attemptId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AttachmentRef> {
  const form = new FormData();
  form.append('attemptId', String(attemptId));
  form.append('file', file);
  const envelope = await api.upload<unknown>('/v1/exam/attempt/attachment', form, {
    quiet: true,
    onProgress,
    ...(signal ? { signal } : {}),
  });
  return parse(attachmentRefSchema, envelope.data);
}

export async function getResult(examId: number): Promise<ExamResultView> {
  return parse(examResultSchema, await api.call('/v1/exam/result', { examId }, get));
}

export async function getResultDetail(attemptId: number): Promise<ResultDetail> {
  return parse(resultDetailSchema, await api.call('/v1/exam/result/detail', { attemptId }, get));
}

/** POST /v1/exam/attempt/face: one camera frame for the face verifier. */
export async function verifyFace(attemptId: number, frame: Blob): Promise<FaceResult> {
  const form = new FormData();
  form.append('attemptId', String(attemptId));
  form.append(
    'file',
    frame instanceof File ? frame : new File([frame], 'frame.jpg', { type: frame.type || 'image/jpeg' }),
  );
  const envelope = await api.upload<unknown>('/v1/exam/attempt/face', form, { quiet: true });
  return parse(faceResultSchema, envelope.data);
}
