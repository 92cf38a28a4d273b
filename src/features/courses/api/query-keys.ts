/** The course area's TanStack Query keys: one factory, so reads and invalidations always agree. */
export const courseKeys = {
  all: ['courses'] as const,
  categories: ['courses', 'categories'] as const,
  list: (...filters: readonly unknown[]) => ['courses', 'list', ...filters] as const,
  detailOf: (courseId: number) => ['courses', 'detail', courseId] as const,
  detail: (courseId: number, preview: boolean) => ['courses', 'detail', courseId, preview] as const,
  /** Another enterprise's course as its visitors see it (a shared link opened while signed in elsewhere). */
  foreignDetail: (eid: number, courseId: number) => ['courses', 'foreign', eid, courseId] as const,
  recommend: (courseId: number) => ['courses', 'recommend', courseId] as const,
  playbill: (courseId: number) => ['courses', 'playbill', courseId] as const,
};
