import {
  exerciseRecordDetailSchema,
  exerciseRecordListSchema,
  notebookListSchema,
  practiceAnswerResponseSchema,
  practiceSetSchema,
  type ExerciseRecordDetail,
  type ExerciseRecordList,
  type NotebookList,
  type PracticeAnswerResponse,
  type PracticeKind,
  type PracticeSet,
} from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseWith } from '../../../lib/parse-response';

/** The pages show their own loading and error states. */
const quiet = { quiet: true };

/** GET apiCourse/practice — the course's practice questions, in a fresh session. */
export async function getCoursePractice(courseId: number): Promise<PracticeSet> {
  return parseWith(practiceSetSchema, await api.call<unknown>('apiCourse/practice', { id: String(courseId) }, quiet));
}

/** GET practice/daily — today's set, with today's answers. */
export async function getDailyPractice(): Promise<PracticeSet> {
  return parseWith(practiceSetSchema, await api.call<unknown>('practice/daily', {}, quiet));
}

/** GET practice/notebook/questions — the notebook entries still to master, in a fresh session. */
export async function getNotebookPractice(): Promise<PracticeSet> {
  return parseWith(practiceSetSchema, await api.call<unknown>('practice/notebook/questions', {}, quiet));
}

export interface AnswerInput {
  sessionKey: string;
  kind: PracticeKind;
  courseId: number | null;
  questionId: number;
  answer: string[];
  selfCheck?: 'right' | 'wrong';
}

/** POST practice/answer — one answer, checked and recorded once per session and question. */
export async function answerQuestion(input: AnswerInput): Promise<PracticeAnswerResponse> {
  const params = {
    sessionKey: input.sessionKey,
    kind: input.kind,
    questionId: String(input.questionId),
    answer: JSON.stringify(input.answer),
    ...(input.courseId ? { courseId: String(input.courseId) } : {}),
    ...(input.selfCheck ? { selfCheck: input.selfCheck } : {}),
  };
  return parseWith(
    practiceAnswerResponseSchema,
    await api.call<unknown>('practice/answer', params, { method: 'POST', quiet: true }),
  );
}

/** GET practice/notebook — entries to practise (active) or mastered. */
export async function getNotebook(status: 'active' | 'mastered', page: number): Promise<NotebookList> {
  return parseWith(
    notebookListSchema,
    await api.call<unknown>('practice/notebook', { status, page: String(page) }, quiet),
  );
}

/** POST practice/notebook/remove. */
export async function removeNotebookEntry(id: number): Promise<void> {
  await api.call<unknown>('practice/notebook/remove', { id: String(id) }, { method: 'POST', quiet: true });
}

/** GET practice/records — exercise records and the 14-day accuracy chart. */
export async function getRecords(page: number): Promise<ExerciseRecordList> {
  return parseWith(
    exerciseRecordListSchema,
    await api.call<unknown>('practice/records', { page: String(page) }, quiet),
  );
}

/** GET practice/record — one record with every answer. */
export async function getRecord(id: number): Promise<ExerciseRecordDetail> {
  return parseWith(exerciseRecordDetailSchema, await api.call<unknown>('practice/record', { id: String(id) }, quiet));
}
