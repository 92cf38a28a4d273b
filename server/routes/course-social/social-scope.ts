import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database, User } from '../../db/schema';
import type { Course } from '../../db/schema-courses';
import { AppError } from '../../pipeline/app-error';
import { isAdministrator } from '../../pipeline/access';
import type { MemberContext } from '../../pipeline/call-registry';
import { assertMayStudy } from '../courses';

/** What every course-social rule works with: the caller's enterprise, the caller, the server's time. */
export interface SocialScope {
  db: Kysely<Database>;
  eid: number;
  user: User;
  now: number;
}

/** Every course-social call is `user` or `admin`: the pipeline guarantees both are set. */
export function scopeOf(ctx: MemberContext): SocialScope {
  return { db: ctx.db, eid: ctx.enterprise.id, user: ctx.user, now: ctx.clock.now() };
}

/**
 * The course, if the caller may see it: in the caller's enterprise, on the shelf, and either
 * open to everyone or listing the caller (administrators see every course of their enterprise).
 * Anything else is NOT_FOUND, so another tenant's ids and hidden courses reveal nothing.
 */
export async function visibleCourse(
  db: Kysely<Database>,
  scope: Pick<SocialScope, 'eid' | 'user'>,
  courseId: number,
): Promise<Course> {
  const course = await db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', courseId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!course) throw new AppError(ErrorCode.NOT_FOUND);
  if (course.audience === 'listed' && !isAdministrator(scope.user)) {
    const listed = await db
      .selectFrom('course_audience')
      .select('user_id')
      .where('course_id', '=', course.id)
      .where('user_id', '=', scope.user.id)
      .executeTakeFirst();
    if (!listed) throw new AppError(ErrorCode.NOT_FOUND);
  }
  return course;
}

/**
 * The course, if the caller may study it: writing about a course (a comment or reply, a note, a
 * rating) passes the gate of its study content (issue 18 item 7), refused with the same code as
 * opening a chapter. Hidden and other tenants' courses stay NOT_FOUND; an administrator passes as
 * in preview (they may open every chapter of their enterprise's courses).
 */
export async function studyableCourse(
  db: Kysely<Database>,
  scope: Pick<SocialScope, 'eid' | 'user' | 'now'>,
  courseId: number,
): Promise<Course> {
  const course = await visibleCourse(db, scope, courseId);
  const isAdmin = isAdministrator(scope.user);
  await assertMayStudy({ db, user: scope.user, isAdmin, now: scope.now }, course, isAdmin);
  return course;
}
