import type { MemberListQuery } from './admin-members-api';

/** TanStack Query keys of the administrators' member pages. */
export const memberKeys = {
  all: ['admin-members'] as const,
  list: (query: MemberListQuery) => ['admin-members', 'list', query] as const,
  detail: (userId: number) => ['admin-members', 'detail', userId] as const,
  visibility: (userId: number, kind: string, keyword: string, page: number) =>
    ['admin-members', 'visibility', userId, kind, keyword, page] as const,
};
