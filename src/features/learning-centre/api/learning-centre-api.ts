import type { LearningOverview } from '../../../../protocol';
import { learningOverviewCall } from '../../../../protocol/calls/learning-centre';
import { api } from '../../../lib/api-client';

export const learningCentreKeys = {
  all: ['learning-centre'] as const,
  overview: ['learning-centre', 'overview'] as const,
};

/** /v1/my/overview. Quiet: the page shows its own error. */
export function getOverview(): Promise<LearningOverview> {
  return api.request(learningOverviewCall, {}, { quiet: true });
}
