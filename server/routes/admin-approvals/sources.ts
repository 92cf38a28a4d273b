import { outsiderReviewSource } from '../outsiders';
import type { ReviewSource } from './review-source';

/*
 * Every kind the approvals queue holds, in the order of its kind filter (decision 0053).
 * Add a source with one line (outreach adds the outsiders' entry from server/routes/outsiders).
 */
export const REVIEW_SOURCES: ReviewSource[] = [outsiderReviewSource];

export function sourceOf(kind: string): ReviewSource | undefined {
  return REVIEW_SOURCES.find((source) => source.kind === kind);
}
