import { z } from 'zod';
import { learningOverviewSchema } from '../schemas/learning-centre';
import { defineCall } from './define-call';

/** The learner's summary on /my/index: hours, credits, points, rank, certificates, tasks, hours per week. */
export const learningOverviewCall = defineCall({
  name: '/v1/my/overview',
  method: 'GET',
  input: z.object({}),
  output: learningOverviewSchema,
});
