import { sql } from 'kysely';
import { ErrorCode, type CollectedCourse, type CourseSocialState } from '../../../protocol';
import { balanceOf, lockLearner } from '../points';
import { AppError } from '../../pipeline/app-error';
import { assertNotRepeated, recordAction } from './repeat-guard';
import { studyableCourse, visibleCourse, type SocialScope } from './social-scope';

type MarkKind = 'collect' | 'praise';
const TABLE = { collect: 'course_collects', praise: 'course_praises' } as const;
const COUNTER = { collect: 'collect_count', praise: 'praise_count' } as const;

/**
 * Collect or praise a course (apiCourse/collect, apiCourse/praise). `wanted` is the state the
 * learner asks for (undefined = flip, the legacy toggle). The mark and the course's counter
 * change in one transaction, so the counter always equals the rows.
 */
export async function setCourseMark(
  scope: SocialScope,
  kind: MarkKind,
  courseId: number,
  wanted: boolean | undefined,
): Promise<{ on: boolean; count: number }> {
  return scope.db.transaction().execute(async (trx) => {
    // The learner's marks change one call at a time on every engine (PostgreSQL: a row lock).
    await lockLearner(trx, scope.user.id);
    const course = await visibleCourse(trx, scope, courseId);
    const table = TABLE[kind];
    const existing = await trx
      .selectFrom(table)
      .select('user_id')
      .where('user_id', '=', scope.user.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    const on = wanted ?? !existing;
    const target = `${kind}:${course.id}`;
    await assertNotRepeated(trx, {
      userId: scope.user.id,
      target,
      wanted: on,
      explicit: wanted !== undefined,
      now: scope.now,
    });
    if (on !== Boolean(existing)) {
      // The counter moves only when this call really added or removed the mark: a parallel double
      // click on another connection (PostgreSQL) finds the row already there, or already gone.
      const changed = on
        ? (
            await trx
              .insertInto(table)
              .values({ eid: scope.eid, user_id: scope.user.id, course_id: course.id, created_at: scope.now })
              .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows
        : (
            await trx
              .deleteFrom(table)
              .where('user_id', '=', scope.user.id)
              .where('course_id', '=', course.id)
              .executeTakeFirst()
          ).numDeletedRows;
      if (Number(changed ?? 0) > 0) {
        // One statement, never below zero, the same on both engines (SQLite's max(a, b) is not PostgreSQL's).
        const column = COUNTER[kind];
        await trx
          .updateTable('courses')
          .set({ [column]: sql<number>`${sql.ref(column)} + ${on ? 1 : -1}` })
          .where('id', '=', course.id)
          .$if(!on, (q) => q.where(column, '>', 0))
          .execute();
      }
      await recordAction(trx, { eid: scope.eid, userId: scope.user.id, target, state: on, now: scope.now });
    }
    const row = await trx
      .selectFrom('courses')
      .select(COUNTER[kind])
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    return { on, count: (row as Record<string, number>)[COUNTER[kind]] ?? 0 };
  });
}

/** Has the learner finished every chapter of the course (all chapter_progress.completed_at set)? */
export async function allChaptersFinished(db: SocialScope['db'], userId: number, courseId: number): Promise<boolean> {
  const chapters = await db
    .selectFrom('course_chapters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  const done = await db
    .selectFrom('chapter_progress')
    .innerJoin('course_chapters', 'course_chapters.id', 'chapter_progress.chapter_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('chapter_progress.user_id', '=', userId)
    .where('course_chapters.course_id', '=', courseId)
    .where('chapter_progress.completed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(chapters.n) > 0 && Number(done.n) >= Number(chapters.n);
}

/** apiCourse/courseGrade: 1–5 stars, once, only after every chapter is finished (spec 001 §5). */
export async function gradeCourse(
  scope: SocialScope,
  courseId: number,
  stars: number,
): Promise<{ ratingAverage: number; ratingCount: number; stars: number }> {
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.user.id);
    // Rating follows the study gate (issue 18 item 7), before the finished-chapters rule.
    const course = await studyableCourse(trx, scope, courseId);
    const rated = await trx
      .selectFrom('course_ratings')
      .select(['stars', 'created_at'])
      .where('user_id', '=', scope.user.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (rated) {
      // The second click of a double click is a duplicate; any later try is "already rated".
      if (scope.now - rated.created_at < 3000) throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
      throw new AppError(ErrorCode.ALREADY_RATED, { data: { stars: rated.stars } });
    }
    if (!(await allChaptersFinished(trx, scope.user.id, course.id))) throw new AppError(ErrorCode.COURSE_NOT_FINISHED);
    await trx
      .insertInto('course_ratings')
      .values({ eid: scope.eid, user_id: scope.user.id, course_id: course.id, stars, created_at: scope.now })
      .execute();
    const updated = await trx
      .updateTable('courses')
      .set({ rating_sum: sql<number>`rating_sum + ${stars}`, rating_count: sql<number>`rating_count + 1` })
      .where('id', '=', course.id)
      .returning(['rating_sum', 'rating_count'])
      .executeTakeFirstOrThrow();
    return {
      stars,
      ratingCount: updated.rating_count,
      ratingAverage: average(updated.rating_sum, updated.rating_count),
    };
  });
}

export function average(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** Lecturer who can receive points: internal (or public-course) with an account, and not the learner. */
export function rewardRefusal(
  course: { lecturer_type: string; lecturer_user_id: number | null },
  userId: number,
): string | null {
  if (course.lecturer_type === 'external') return 'external_lecturer';
  if (!course.lecturer_user_id) return 'no_lecturer';
  if (course.lecturer_user_id === userId) return 'own_course';
  return null;
}

/** Everything the course detail's action buttons need (apiCourse/isGrade answers with it). */
export async function courseSocialState(scope: SocialScope, courseId: number): Promise<CourseSocialState> {
  const course = await visibleCourse(scope.db, scope, courseId);
  const uid = scope.user.id;
  const [collected, praised, rating, reward, finished, balance] = await Promise.all([
    scope.db
      .selectFrom('course_collects')
      .select('user_id')
      .where('user_id', '=', uid)
      .where('course_id', '=', course.id)
      .executeTakeFirst(),
    scope.db
      .selectFrom('course_praises')
      .select('user_id')
      .where('user_id', '=', uid)
      .where('course_id', '=', course.id)
      .executeTakeFirst(),
    scope.db
      .selectFrom('course_ratings')
      .select('stars')
      .where('user_id', '=', uid)
      .where('course_id', '=', course.id)
      .executeTakeFirst(),
    scope.db
      .selectFrom('course_rewards')
      .select('id')
      .where('from_user_id', '=', uid)
      .where('course_id', '=', course.id)
      .executeTakeFirst(),
    allChaptersFinished(scope.db, uid, course.id),
    balanceOf(scope.db, uid),
  ]);
  return {
    courseId: course.id,
    collected: Boolean(collected),
    collectCount: course.collect_count,
    praised: Boolean(praised),
    praiseCount: course.praise_count,
    rated: Boolean(rating),
    myStars: rating?.stars ?? null,
    allChaptersFinished: finished,
    ratingAverage: average(course.rating_sum, course.rating_count),
    ratingCount: course.rating_count,
    canReward: rewardRefusal(course, uid) === null,
    rewarded: Boolean(reward),
    lecturerName: course.lecturer_name,
    balance,
  };
}

/** /my/my-collect: the learner's collected courses, newest first (apiCourse/collectList, decision 0018). */
export async function listCollected(
  scope: SocialScope,
  page: number,
  pageSize: number,
): Promise<{ list: CollectedCourse[]; total: number }> {
  const base = scope.db
    .selectFrom('course_collects')
    .innerJoin('courses', 'courses.id', 'course_collects.course_id')
    .where('course_collects.user_id', '=', scope.user.id);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'courses.id',
      'courses.title',
      'courses.cover',
      'courses.lecturer_name',
      'courses.media_type',
      'courses.status',
      'course_collects.created_at',
    ])
    .orderBy('course_collects.created_at', 'desc')
    .orderBy('courses.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(total.n),
    list: rows.map((r) => ({
      courseId: r.id,
      title: r.title,
      cover: r.cover,
      lecturerName: r.lecturer_name,
      mediaType: r.media_type,
      collectedAt: r.created_at,
      available: r.status === 'published',
    })),
  };
}

export function assertFound<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new AppError(ErrorCode.NOT_FOUND);
  return value;
}
