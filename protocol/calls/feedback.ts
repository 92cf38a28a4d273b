import { feedbackReportParamsSchema, feedbackReportSchema } from '../schemas/feedback';
import { defineCall } from './define-call';

/** Error reporting from the player and the exam page (issue 17). */
export const feedbackReportCall = defineCall({
  name: '/v1/feedback/report',
  method: 'POST',
  input: feedbackReportParamsSchema,
  output: feedbackReportSchema,
});
