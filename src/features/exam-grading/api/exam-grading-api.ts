import type {
  AiGradeResult,
  EssayScoreInput,
  GradeResult,
  GradingPaper,
  GradingQueue,
  GradingStrictnessLevel,
} from '../../../../protocol';
import {
  aiGradeCall,
  gradePaperCall,
  gradingPaperCall,
  gradingQueueCall,
} from '../../../../protocol/calls/exam-grading';
import { api } from '../../../lib/api-client';

/** The pages show their own loading, error and refusal states. */
const quiet = { quiet: true } as const;

/** GET /v1/admin/exam-grading/list — papers waiting for grading, oldest hand-in first. */
export async function getGradingQueue(params: {
  page: number;
  pageSize: number;
  examId: number | null;
}): Promise<GradingQueue> {
  const query = {
    page: String(params.page),
    pageSize: String(params.pageSize),
    ...(params.examId ? { examId: String(params.examId) } : {}),
  };
  return api.request(gradingQueueCall, query, quiet);
}

export async function getGradingPaper(attemptId: number): Promise<GradingPaper> {
  return api.request(gradingPaperCall, { attemptId: String(attemptId) }, quiet);
}

export async function gradePaper(attemptId: number, scores: EssayScoreInput[]): Promise<GradeResult> {
  return api.request(gradePaperCall, { attemptId: String(attemptId), scores: JSON.stringify(scores) }, quiet);
}

export async function aiGradePapers(
  attemptIds: number[],
  strictness: GradingStrictnessLevel,
  criteria: string,
): Promise<AiGradeResult> {
  return api.request(aiGradeCall, { attemptIds: JSON.stringify(attemptIds), strictness, criteria }, quiet);
}
