import type { PeriodChoice } from './statistics-api';

/** TanStack Query keys of the administrators' statistics. */
export const statisticsKeys = {
  all: ['admin-statistics'] as const,
  overview: (period: PeriodChoice) =>
    [...statisticsKeys.all, 'overview', period.range, period.from ?? '', period.to ?? ''] as const,
};
