import type { ReviewState } from '../api/micro-courses-api';

/** TanStack Query keys of the micro-course screens. */
export const microKeys = {
  all: ['micro-courses'] as const,
  setting: () => ['micro-courses', 'setting'] as const,
  categories: () => ['micro-courses', 'categories'] as const,
  mine: () => ['micro-courses', 'mine'] as const,
  detail: (id: number) => ['micro-courses', 'detail', id] as const,
  review: (state: ReviewState) => ['micro-courses', 'review', state] as const,
};

/** States the transcoding job is still working on: lists poll while one is shown. */
export const MICRO_BUSY_STATES = ['uploaded', 'transcoding'] as const;
export const MICRO_POLL_MS = 2000;
