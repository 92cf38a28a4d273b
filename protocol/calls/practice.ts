import { z } from 'zod';
import {
  coursePracticeParamsSchema,
  exerciseRecordDetailSchema,
  exerciseRecordListSchema,
  notebookListParamsSchema,
  notebookListSchema,
  notebookRemoveParamsSchema,
  practiceAnswerParamsSchema,
  practiceAnswerResponseSchema,
  practiceSetSchema,
  recordDetailParamsSchema,
  recordListParamsSchema,
} from '../schemas/practice';
import { defineCall } from './define-call';

/** Practice, daily practice, the wrong-question notebook and exercise records (decision 0027). */

/** The course's practice questions, in a fresh session. */
export const coursePracticeCall = defineCall({
  name: 'apiCourse/practice',
  method: 'GET',
  input: coursePracticeParamsSchema,
  output: practiceSetSchema,
});

/** One answer, checked and recorded once per session and question. */
export const practiceAnswerCall = defineCall({
  name: 'practice/answer',
  method: 'POST',
  input: practiceAnswerParamsSchema,
  output: practiceAnswerResponseSchema,
});

/** Today's set, with today's answers. */
export const dailyPracticeCall = defineCall({
  name: 'practice/daily',
  method: 'GET',
  input: z.object({}),
  output: practiceSetSchema,
});

/** Notebook entries to practise (active) or mastered. */
export const notebookCall = defineCall({
  name: 'practice/notebook',
  method: 'GET',
  input: notebookListParamsSchema,
  output: notebookListSchema,
});

/** The notebook entries still to master, in a fresh session. */
export const notebookPracticeCall = defineCall({
  name: 'practice/notebook/questions',
  method: 'GET',
  input: z.object({}),
  output: practiceSetSchema,
});

export const removeNotebookEntryCall = defineCall({
  name: 'practice/notebook/remove',
  method: 'POST',
  input: notebookRemoveParamsSchema,
  output: z.object({ id: z.number() }),
});

/** Exercise records and the 14-day accuracy chart. */
export const exerciseRecordsCall = defineCall({
  name: 'practice/records',
  method: 'GET',
  input: recordListParamsSchema,
  output: exerciseRecordListSchema,
});

/** One record with every answer. */
export const exerciseRecordCall = defineCall({
  name: 'practice/record',
  method: 'GET',
  input: recordDetailParamsSchema,
  output: exerciseRecordDetailSchema,
});
