import type { z } from 'zod';
import { feedbackReportCall } from '../../../../protocol/calls/feedback';
import type { FeedbackReport, feedbackReportParamsSchema } from '../../../../protocol/schemas/feedback';
import { api } from '../../../lib/api-client';

export type ReportInput = z.input<typeof feedbackReportParamsSchema>;

/** POST /v1/feedback/report. Quiet: the dialog shows its own error. */
export async function sendReport(input: ReportInput): Promise<FeedbackReport> {
  return api.request(feedbackReportCall, input, { quiet: true });
}
