import { outsiderReviewSource } from '../outsiders';
import { courseShareReviewSource } from './course-share/share-source';
import type { ReviewSource } from './review-source';
import { communityAnswerReviewSource, communityPostReviewSource } from './sources/community-sources';
import { courseCommentReviewSource } from './sources/course-comment-source';
import { lecturerApplicationReviewSource } from './sources/lecturer-source';
import { microCourseReviewSource } from './sources/micro-course-source';
import { noteReviewSource } from './sources/note-source';

/*
 * Every kind the approvals queue holds, in the order of its kind filter (decision 0053).
 * Add a source with one line (outreach adds the outsiders' entry from server/routes/outsiders).
 */
export const REVIEW_SOURCES: ReviewSource[] = [
  courseShareReviewSource,
  courseCommentReviewSource,
  noteReviewSource,
  communityPostReviewSource,
  communityAnswerReviewSource,
  microCourseReviewSource,
  lecturerApplicationReviewSource,
  outsiderReviewSource,
];

export function sourceOf(kind: string): ReviewSource | undefined {
  return REVIEW_SOURCES.find((source) => source.kind === kind);
}
