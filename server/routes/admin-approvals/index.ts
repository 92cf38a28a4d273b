/** The administrators' approvals queue (issue 27, decision 0053): its calls, and the contract other areas implement. */
export { registerAdminApprovalCalls } from './admin-approvals.routes';
export type { ReviewEnv, ReviewItem, ReviewQuery, ReviewSource, ReviewStatus } from './review-source';
export { decidedList, excerptText, namesOf, recordDecision, type DecidedItem } from './source-kit';
