/** The course area's TanStack Query keys: one factory, so reads and invalidations always agree. */
export const courseKeys = {
  all: ['courses'] as const,
  categories: ['courses', 'categories'] as const,
  list: (...filters: readonly unknown[]) => ['courses', 'list', ...filters] as const,
  detailOf: (courseId: number) => ['courses', 'detail', courseId] as const,
  detail: (courseId: number, preview: boolean) => ['courses', 'detail', courseId, preview] as const,
  recommend: (courseId: number) => ['courses', 'recommend', courseId] as const,
  playbill: (courseId: number) => ['courses', 'playbill', courseId] as const,
};
