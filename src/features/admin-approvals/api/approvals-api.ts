import type {
  ApprovalDecideResult,
  ApprovalPage,
  ApprovalSettings,
  ApprovalStatus,
  ApprovalSummary,
} from '../../../../protocol';
import {
  approvalDecideCall,
  approvalListCall,
  approvalSettingsCall,
  approvalSummaryCall,
  saveApprovalSettingsCall,
} from '../../../../protocol/calls/admin-approvals';
import { api } from '../../../lib/api-client';

/** The approvals queue's calls (decision 0053). Quiet: the page shows its own loading and errors. */
const quiet = { quiet: true } as const;

export interface ApprovalQuery {
  kind: string;
  status: ApprovalStatus;
  keyword: string;
  page: number;
}

export const PAGE_SIZE = 20;

export const getSummary = (): Promise<ApprovalSummary> => api.request(approvalSummaryCall, {}, quiet);

export const getApprovals = (q: ApprovalQuery): Promise<ApprovalPage> =>
  api.request(
    approvalListCall,
    { kind: q.kind, status: q.status, keyword: q.keyword, page: q.page, pageSize: PAGE_SIZE },
    quiet,
  );

export const decideApprovals = (input: {
  items: { kind: string; id: number }[];
  decision: 'approve' | 'reject';
  reason: string;
}): Promise<ApprovalDecideResult> =>
  api.request(
    approvalDecideCall,
    { items: JSON.stringify(input.items), decision: input.decision, reason: input.reason },
    quiet,
  );

export const getSettings = (): Promise<ApprovalSettings> => api.request(approvalSettingsCall, {}, quiet);

export const saveSettings = (auditComments: boolean): Promise<ApprovalSettings> =>
  api.request(saveApprovalSettingsCall, { auditComments }, quiet);
