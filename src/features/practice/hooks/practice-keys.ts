/** TanStack Query keys of the practice area; invalidating `all` refreshes every practice view. */
export const practiceKeys = {
  all: ['practice'] as const,
  course: (id: number) => ['practice', 'course', id] as const,
  daily: () => ['practice', 'daily'] as const,
  notebookSet: () => ['practice', 'notebook-set'] as const,
  notebook: (status: string, page: number) => ['practice', 'notebook', status, page] as const,
  records: (page: number) => ['practice', 'records', page] as const,
  record: (id: number) => ['practice', 'record', id] as const,
};
