/** Query keys of the area: everything under ['messages'] is refreshed after a read or delete. */
export const messageKeys = {
  all: ['messages'] as const,
  state: ['messages', 'state'] as const,
  latest: ['messages', 'latest'] as const,
  list: (category: string, page: number) => ['messages', 'list', category, page] as const,
  detail: (kind: string, id: string) => ['messages', 'detail', kind, id] as const,
};
