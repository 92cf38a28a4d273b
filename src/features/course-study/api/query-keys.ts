/** The study area's TanStack Query keys: one factory, so reads and invalidations always agree. */
export const studyKeys = {
  all: ['course-study'] as const,
  start: (courseId: number, chapterId: number, preview: boolean) =>
    ['course-study', 'start', courseId, chapterId, preview] as const,
  videoUrl: (courseId: number, chapterId: number, preview: boolean) =>
    ['course-study', 'video-url', courseId, chapterId, preview] as const,
  scorm: (courseId: number, chapterId: number, preview: boolean) =>
    ['course-study', 'scorm', courseId, chapterId, preview] as const,
  learnRecord: (page: number) => ['course-study', 'learn-record', page] as const,
  docPreview: (token: string) => ['course-study', 'doc-preview', token] as const,
};
