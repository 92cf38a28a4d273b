import type { MyTrainingsQuery } from './training-api';

/** TanStack Query keys of the training area (everything under ['training'] refreshes after a change). */
export const trainingKeys = {
  all: ['training'] as const,
  mine: (query: MyTrainingsQuery) => ['training', 'mine', query] as const,
  detail: (id: number) => ['training', 'detail', id] as const,
  stage: (id: number, phaseId: number) => ['training', 'stage', id, phaseId] as const,
  seats: (id: number) => ['training', 'seats', id] as const,
};
