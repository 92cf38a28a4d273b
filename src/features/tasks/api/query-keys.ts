import type { TaskCourseQuery } from './tasks-api';

/** TanStack Query keys of the tasks area. */
export const taskKeys = {
  all: ['tasks'] as const,
  courses: (query: TaskCourseQuery) => ['tasks', 'courses', query] as const,
  counts: ['tasks', 'counts'] as const,
};
