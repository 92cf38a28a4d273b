import {
  aiGradeParamsSchema,
  aiGradeResultSchema,
  gradePaperParamsSchema,
  gradeResultSchema,
  gradingPaperParamsSchema,
  gradingPaperSchema,
  gradingQueueParamsSchema,
  gradingQueueSchema,
} from '../schemas/exam-grading';
import { defineCall } from './define-call';

/** The administrators' grading calls (decision 0028). */

/** Papers waiting for grading, oldest hand-in first. */
export const gradingQueueCall = defineCall({
  name: '/v1/admin/exam-grading/list',
  method: 'GET',
  input: gradingQueueParamsSchema,
  output: gradingQueueSchema,
});

export const gradingPaperCall = defineCall({
  name: '/v1/admin/exam-grading/paper',
  method: 'GET',
  input: gradingPaperParamsSchema,
  output: gradingPaperSchema,
});

/** Hand grading of a paper's essays. */
export const gradePaperCall = defineCall({
  name: '/v1/admin/exam-grading/grade',
  method: 'POST',
  input: gradePaperParamsSchema,
  output: gradeResultSchema,
});

/** AI grading of a batch of papers. */
export const aiGradeCall = defineCall({
  name: '/v1/admin/exam-grading/ai-grade',
  method: 'POST',
  input: aiGradeParamsSchema,
  output: aiGradeResultSchema,
});
