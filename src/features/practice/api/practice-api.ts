import type {
  ExerciseRecordDetail,
  ExerciseRecordList,
  NotebookList,
  PracticeAnswerResponse,
  PracticeKind,
  PracticeSet,
} from '../../../../protocol';
import {
  coursePracticeCall,
  dailyPracticeCall,
  exerciseRecordCall,
  exerciseRecordsCall,
  notebookCall,
  notebookPracticeCall,
  practiceAnswerCall,
  removeNotebookEntryCall,
} from '../../../../protocol/calls/practice';
import { api } from '../../../lib/api-client';

/** The pages show their own loading and error states. */
const quiet = { quiet: true } as const;

/** GET apiCourse/practice — the course's practice questions, in a fresh session. */
export async function getCoursePractice(courseId: number): Promise<PracticeSet> {
  return api.request(coursePracticeCall, { id: String(courseId) }, quiet);
}

/** GET practice/daily — today's set, with today's answers. */
export async function getDailyPractice(): Promise<PracticeSet> {
  return api.request(dailyPracticeCall, {}, quiet);
}

/** GET practice/notebook/questions — the notebook entries still to master, in a fresh session. */
export async function getNotebookPractice(): Promise<PracticeSet> {
  return api.request(notebookPracticeCall, {}, quiet);
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
  return api.request(practiceAnswerCall, params, quiet);
}

/** GET practice/notebook — entries to practise (active) or mastered. */
export async function getNotebook(status: 'active' | 'mastered', page: number): Promise<NotebookList> {
  return api.request(notebookCall, { status, page: String(page) }, quiet);
}

/** POST practice/notebook/remove. */
export async function removeNotebookEntry(id: number): Promise<void> {
  await api.request(removeNotebookEntryCall, { id: String(id) }, quiet);
}

/** GET practice/records — exercise records and the 14-day accuracy chart. */
export async function getRecords(page: number): Promise<ExerciseRecordList> {
  return api.request(exerciseRecordsCall, { page: String(page) }, quiet);
}

/** GET practice/record — one record with every answer. */
export async function getRecord(id: number): Promise<ExerciseRecordDetail> {
  return api.request(exerciseRecordCall, { id: String(id) }, quiet);
}
