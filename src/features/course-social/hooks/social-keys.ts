/** TanStack Query keys of the course-social area: one root, so a write can refresh its neighbours. */
export const socialKeys = {
  all: ['course-social'] as const,
  state: (courseId: number) => ['course-social', 'state', courseId] as const,
  notes: (courseId: number, chapterId: number | null) => ['course-social', 'notes', courseId, chapterId] as const,
  notesOf: (courseId: number) => ['course-social', 'notes', courseId] as const,
  comments: (courseId: number, sort: string, page: number) =>
    ['course-social', 'comments', courseId, sort, page] as const,
  commentsOf: (courseId: number) => ['course-social', 'comments', courseId] as const,
  myNotes: (page: number) => ['course-social', 'my-notes', page] as const,
  collected: (page: number) => ['course-social', 'collected', page] as const,
  downloads: (page: number) => ['course-social', 'downloads', page] as const,
  noteTip: ['course-social', 'note-tip'] as const,
  myNotesAll: ['course-social', 'my-notes'] as const,
  collectedAll: ['course-social', 'collected'] as const,
  downloadsAll: ['course-social', 'downloads'] as const,
  download: (recordId: number) => ['course-social', 'download', recordId] as const,
};
