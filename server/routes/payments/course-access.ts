import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Course } from '../../db/schema-courses';

type Db = Kysely<Database> | Transaction<Database>;

/** Who is looking: a member of the enterprise, or a visitor (userId null). */
export interface Viewer {
  eid: number;
  userId: number | null;
}

/**
 * The courses among `courseIds` the viewer may see: the enterprise's own, on the shelf, and for
 * everyone or listed for this user (an administrator's per-user visibility). The order of
 * `courseIds` is kept. Anything else is "not found" to the viewer.
 */
export async function visibleCourses(db: Db, viewer: Viewer, courseIds: readonly number[]): Promise<Course[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .where('id', 'in', [...courseIds])
    .where('status', '=', 'published')
    .where((eb) =>
      viewer.userId === null
        ? eb('audience', '=', 'all')
        : eb.or([
            eb('audience', '=', 'all'),
            eb.exists(
              eb
                .selectFrom('course_audience')
                .select('course_id')
                .whereRef('course_audience.course_id', '=', 'courses.id')
                .where('course_audience.user_id', '=', viewer.userId),
            ),
          ]),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return courseIds.map((id) => byId.get(id)).filter((c): c is Course => c !== undefined);
}

/** Enrolment sources that give access by themselves (a 'self' enrolment only records study). */
export const OWNING_SOURCES = ['purchased', 'assigned', 'code'];

export interface CourseOwnership {
  /** Valid access now. */
  owned: boolean;
  /** When the access ends (null = no end, or not owned). */
  until: number | null;
  /** A purchase that has ended ("expired — buy again"). */
  expiredAt: number | null;
}

/** Does the learner have access to each course through a purchase, an assignment or a code? */
export async function courseOwnership(
  db: Db,
  userId: number,
  courseIds: readonly number[],
  now: number,
): Promise<Map<number, CourseOwnership>> {
  const result = new Map<number, CourseOwnership>();
  if (courseIds.length === 0) return result;
  const rows = await db
    .selectFrom('course_enrolments')
    .select(['course_id', 'source', 'access_expires_at'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', [...courseIds])
    .execute();
  for (const row of rows) {
    if (!OWNING_SOURCES.includes(row.source)) continue;
    const end = row.access_expires_at;
    if (end === null) result.set(row.course_id, { owned: true, until: null, expiredAt: null });
    else if (end > now) result.set(row.course_id, { owned: true, until: end, expiredAt: null });
    else result.set(row.course_id, { owned: false, until: null, expiredAt: end });
  }
  return result;
}
