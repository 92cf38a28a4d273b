import type { ActivityListQuery } from '../api/activities-api';

/** TanStack Query keys of the activities area. */
export const activityKeys = {
  all: ['activities'] as const,
  list: (query: ActivityListQuery) => ['activities', 'list', query] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  code: (id: number) => ['activities', 'code', id] as const,
};
