import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { apiSession, callAs, type ApiSession } from '../support/api-session';

export { apiSession, callAs, type ApiSession };

/** Tasks specs (decision 0045): sessions and calls straight against the lane's server. */
/** The seeded trainings (server/db/seed/training-demo.ts inserts them first, in this order). */
export const TRAINING = { newManager: 1, openWorkshop: 6, unlockDrill: 7, seatRace: 8 } as const;

const stageSchema = z.object({
  items: z.array(z.object({ id: z.number(), kind: z.string(), refId: z.number() })),
});
const detailSchema = z.object({ stages: z.array(z.object({ id: z.number(), state: z.string() })) });

/** A training's stages and each stage's items, as the learner sees them. */
export async function stagesOf(request: APIRequestContext, session: ApiSession, id: number) {
  const detail = detailSchema.parse((await callAs(request, session, 'training/detail', { id })).data);
  const stages = [];
  for (const stage of detail.stages) {
    const items = stageSchema.parse((await callAs(request, session, 'training/stage', { id, phaseId: stage.id })).data);
    stages.push({ ...stage, items: items.items });
  }
  return stages;
}

/** Pass the one-question drill quiz through the exams area's own calls (start, paper, hand in). */
export async function passDrillQuiz(request: APIRequestContext, session: ApiSession, examId: number) {
  const start = await callAs(
    request,
    session,
    '/v1/exam/attempt/start',
    { examId, deviceId: 'device-e2e-tasks-01' },
    'POST',
  );
  const { attemptId } = z.object({ attemptId: z.number() }).parse(start.data);
  const paper = await callAs(request, session, 'apiExamnew/getExamQuestion', { attemptId });
  const { questions } = z.object({ questions: z.array(z.object({ id: z.number() })) }).parse(paper.data);
  const answers = JSON.stringify([{ questionId: questions[0]!.id, values: ['T'], seq: 1 }]);
  const done = await callAs(request, session, '/v1/exam/attempt/submit', { attemptId, answers }, 'POST');
  return z.object({ passed: z.boolean().nullable() }).parse(done.data);
}
