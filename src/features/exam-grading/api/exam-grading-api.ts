import {
  aiGradeResultSchema,
  gradeResultSchema,
  gradingPaperSchema,
  gradingQueueSchema,
  type AiGradeResult,
  type EssayScoreInput,
  type GradeResult,
  type GradingPaper,
  type GradingQueue,
  type GradingStrictnessLevel,
} from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseWith } from '../../../lib/parse-response';

/** The pages show their own loading, error and refusal states. */
const quiet = { quiet: true };
const post = { method: 'POST' as const, quiet: true };

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
  return parseWith(gradingQueueSchema, await api.call<unknown>('/v1/admin/exam-grading/list', query, quiet));
}

export async function getGradingPaper(attemptId: number): Promise<GradingPaper> {
  return parseWith(
    gradingPaperSchema,
    await api.call<unknown>('/v1/admin/exam-grading/paper', { attemptId: String(attemptId) }, quiet),
  );
}

export async function gradePaper(attemptId: number, scores: EssayScoreInput[]): Promise<GradeResult> {
  return parseWith(
    gradeResultSchema,
    await api.call<unknown>(
      '/v1/admin/exam-grading/grade',
      { attemptId: String(attemptId), scores: JSON.stringify(scores) },
      post,
    ),
  );
}

export async function aiGradePapers(
  attemptIds: number[],
  strictness: GradingStrictnessLevel,
  criteria: string,
): Promise<AiGradeResult> {
  return parseWith(
    aiGradeResultSchema,
    await api.call<unknown>(
      '/v1/admin/exam-grading/ai-grade',
      { attemptIds: JSON.stringify(attemptIds), strictness, criteria },
      post,
    ),
  );
}
