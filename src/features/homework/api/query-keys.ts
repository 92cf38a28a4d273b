import type { HomeworkState } from '../../../../protocol';

/** TanStack Query keys of the assignment screens. */
export const homeworkKeys = {
  all: ['homework'] as const,
  mine: (state: HomeworkState | '', page: number) => ['homework', 'mine', state, page] as const,
  detail: (id: number) => ['homework', 'detail', id] as const,
  queue: (state: 'pending' | 'graded', page: number) => ['homework', 'queue', state, page] as const,
};
