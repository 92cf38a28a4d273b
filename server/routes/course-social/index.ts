/**
 * What the course-social area offers the others: the administrators' approvals queue (decision 0053)
 * decides public notes, audited comments and course share requests through the same rules as the
 * area's own calls.
 */
export { reviewNote } from './note-review.service';
export { reviewComment, commentAudit, setCommentAudit } from './comment-review.service';
export type { SocialScope } from './social-scope';
