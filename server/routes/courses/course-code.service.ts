import { ErrorCode, type RedeemCourseCodeResult } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import type { CourseViewer } from './course-viewer';

/**
 * /v1/coursecode/course-code: redeem a code of the caller's enterprise and enrol them with source
 * 'code'. One transaction; a learner's second redemption of the same code (double click, retry)
 * answers as the first did and takes no second use.
 */
export async function redeemCourseCode(
  viewer: CourseViewer & { user: NonNullable<CourseViewer['user']> },
  code: string,
): Promise<RedeemCourseCodeResult> {
  const { user, now } = viewer;
  const eid = viewer.enterprise.id;
  return viewer.db.transaction().execute(async (trx) => {
    // One learner's redemptions run one at a time on every engine (PostgreSQL: a row lock), so a
    // parallel double submit finds the first redemption instead of colliding with it.
    await lockLearner(trx, user.id);
    // Another tenant's code is as unknown as a made-up one: its existence is not revealed.
    const row = await trx
      .selectFrom('course_codes')
      .selectAll()
      .where('code', '=', code.toUpperCase())
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.COURSE_CODE_UNKNOWN);
    const course = await trx
      .selectFrom('courses')
      .select(['id', 'title', 'status', 'expires_at'])
      .where('id', '=', row.course_id)
      .executeTakeFirstOrThrow();
    const earlier = await trx
      .selectFrom('course_code_redemptions')
      .select('redeemed_at')
      .where('code_id', '=', row.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (earlier) return { courseId: course.id, title: course.title, alreadyRedeemed: true };
    if (row.expires_at !== null && row.expires_at <= now) throw new AppError(ErrorCode.COURSE_CODE_EXPIRED);
    if (row.uses_left <= 0) throw new AppError(ErrorCode.COURSE_CODE_USED_UP);
    if (course.status !== 'published' || (course.expires_at !== null && course.expires_at <= now))
      throw new AppError(ErrorCode.COURSE_CODE_COURSE_UNAVAILABLE);

    // The guard `uses_left > 0` in the update itself keeps the count right under concurrent redemptions.
    const taken = await trx
      .updateTable('course_codes')
      .set((eb) => ({ uses_left: eb('uses_left', '-', 1) }))
      .where('id', '=', row.id)
      .where('uses_left', '>', 0)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COURSE_CODE_USED_UP);
    await trx
      .insertInto('course_code_redemptions')
      .values({ eid, code_id: row.id, user_id: user.id, course_id: course.id, redeemed_at: now })
      .execute();

    const enrolment = await trx
      .selectFrom('course_enrolments')
      .select(['source', 'access_expires_at'])
      .where('user_id', '=', user.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (!enrolment) {
      await trx
        .insertInto('course_enrolments')
        .values({
          eid,
          user_id: user.id,
          course_id: course.id,
          source: 'code',
          started_at: now,
          last_studied_at: now,
          last_chapter_id: null,
          completed_at: null,
          access_expires_at: null,
        })
        .execute();
    } else {
      // Progress is kept; the code's grant (no end) replaces a self-start or an ended purchase.
      await trx
        .updateTable('course_enrolments')
        .set({ source: 'code', access_expires_at: null })
        .where('user_id', '=', user.id)
        .where('course_id', '=', course.id)
        .execute();
    }
    return { courseId: course.id, title: course.title, alreadyRedeemed: false };
  });
}
