import type { ApprovalQuery } from './approvals-api';

/** TanStack Query keys of the approvals queue. */
export const approvalKeys = {
  all: ['admin-approvals'] as const,
  summary: () => ['admin-approvals', 'summary'] as const,
  list: (q: ApprovalQuery) => ['admin-approvals', 'list', q] as const,
  settings: () => ['admin-approvals', 'settings'] as const,
};
