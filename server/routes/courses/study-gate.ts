import type { Kysely } from 'kysely';
import { ErrorCode, type CourseAccessState } from '../../../protocol';
import type { Database, User } from '../../db/schema';
import type { Course } from '../../db/schema-courses';
import { AppError } from '../../pipeline/app-error';
import { courseAccess } from './course-access';
import { isHiddenFromMember } from '../admin-members';

/** A member about to work with a course: studying it, or writing about it (issue 18 item 7). */
export interface StudyGateViewer {
  db: Kysely<Database>;
  user: User;
  isAdmin: boolean;
  now: number;
}

/** Each refusing access state as the study refusal the player and the detail page explain. */
const REFUSALS: Partial<Record<CourseAccessState, () => AppError>> = {
  deleted: () => new AppError(ErrorCode.STUDY_COURSE_UNAVAILABLE, { data: { state: 'deleted' } }),
  off_shelf: () => new AppError(ErrorCode.STUDY_COURSE_UNAVAILABLE, { data: { state: 'off_shelf' } }),
  transcode_failed: () => new AppError(ErrorCode.STUDY_TRANSCODE_FAILED),
  not_visible: () => new AppError(ErrorCode.STUDY_NOT_VISIBLE),
  expired: () => new AppError(ErrorCode.STUDY_COURSE_EXPIRED),
  not_purchased: () => new AppError(ErrorCode.STUDY_NOT_PURCHASED, { data: { personalPurchase: true } }),
  admin_purchase_only: () => new AppError(ErrorCode.STUDY_NOT_PURCHASED, { data: { personalPurchase: false } }),
};

/**
 * The one gate of a course's study content: the member's access state (the library's rule,
 * course-access.ts, from the course, their enrolment and the audience), refused with the study
 * code unless they may study it. The player and the social writes (comments, notes, ratings)
 * both pass it, so writing about a course follows exactly the rule of studying it.
 */
export async function assertMayStudy(
  viewer: StudyGateViewer,
  course: Course,
  previewAsked: boolean,
): Promise<CourseAccessState> {
  const { db, user } = viewer;
  const enrolment = await db
    .selectFrom('course_enrolments')
    .select(['source', 'access_expires_at'])
    .where('user_id', '=', user.id)
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  const audience =
    course.audience === 'listed'
      ? await db
          .selectFrom('course_audience')
          .select('user_id')
          .where('course_id', '=', course.id)
          .where('user_id', '=', user.id)
          .executeTakeFirst()
      : undefined;
  const access = courseAccess(viewer, {
    course,
    enrolment: enrolment ?? null,
    inAudience: audience !== undefined,
    previewAsked,
  });
  // Decision 0054: a course hidden from this member cannot be studied either (preview excepted).
  const refusal =
    REFUSALS[access] ??
    (access !== 'preview' && (await isHiddenFromMember(db, 'course', user.id, course.id))
      ? REFUSALS.not_visible
      : undefined);
  if (refusal) throw refusal();
  return access;
}
