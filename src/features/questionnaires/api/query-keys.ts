/** TanStack Query keys of the questionnaires area. */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  list: (scope: string, state: string, page: number) => ['questionnaires', 'list', scope, state, page] as const,
  detail: (id: number) => ['questionnaires', 'detail', id] as const,
  mine: (id: number, receipts: string) => ['questionnaires', 'mine', id, receipts] as const,
  counts: (id: number) => ['questionnaires', 'counts', id] as const,
};
