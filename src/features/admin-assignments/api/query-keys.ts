import type { AssignAudience, AssignmentKind } from '../../../../protocol';

/** TanStack Query keys of the administrators' assignments page. */
export const assignmentKeys = {
  all: ['admin-assignments'] as const,
  items: (kind: AssignmentKind, keyword: string) => ['admin-assignments', 'items', kind, keyword] as const,
  members: (keyword: string) => ['admin-assignments', 'members', keyword] as const,
  options: ['admin-assignments', 'audience-options'] as const,
  preview: (audience: AssignAudience) => ['admin-assignments', 'preview', audience] as const,
  list: (kind: 'all' | AssignmentKind, page: number) => ['admin-assignments', 'list', kind, page] as const,
  purchasable: (keyword: string) => ['admin-assignments', 'purchasable', keyword] as const,
  purchases: (page: number) => ['admin-assignments', 'purchases', page] as const,
};
