/** The administrators' approvals queue (issue 27 item 2, decision 0053). */
export { ApprovalsPage } from './pages/approvals-page';
export { usePendingApprovals } from './api/use-pending-approvals';
