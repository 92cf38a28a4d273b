import { sql, type Kysely } from 'kysely';
import type { courseListParamsSchema } from '../../../protocol';
import type { z } from 'zod';
import { COURSE_GROUPS, parseCourseShape } from '../../db/count-sources';
import type { Database } from '../../db/schema';
import { QueryTemplate } from '../../lib/query-template';
import { categoryWithDescendants } from './course-categories.service';
import { audienceIncludes } from './course-list-query';
import type { CourseViewer } from './course-viewer';

type ListInput = z.infer<typeof courseListParamsSchema>;

/** Whether the library's total can come from the counters: no filter that reads text or the learner's study. */
export function countedTotalApplies(viewer: CourseViewer, input: ListInput): boolean {
  if (input['search[keyword]'] || input.label) return false;
  return !(input.studyState && viewer.user);
}

/**
 * The library's total from the counters kept on write (migration 0044, decision 0059): the
 * courses on the shelf for everyone plus those listed for this learner, of the shapes the filters
 * allow (a few dozen counter rows, however many courses), less the ones an administrator hid from
 * this member (decision 0054; a seek per hidden course). A previewing administrator counts every
 * course on the shelf. Equal to the page query's COUNT(*) (course-list-total.test.ts).
 */
export async function countedCourseTotal(viewer: CourseViewer, input: ListInput, preview: boolean): Promise<number> {
  const catid = input['search[catid]'];
  const categories = catid === undefined ? null : new Set(await categoryWithDescendants(viewer.db, catid));
  const userId = viewer.user?.id ?? null;
  const groups = preview
    ? [COURSE_GROUPS.preview]
    : userId === null
      ? [COURSE_GROUPS.everyone]
      : [COURSE_GROUPS.everyone, COURSE_GROUPS.user(userId)];
  let total = 0;
  for (const group of groups)
    for (const row of await countRows(viewer.db, group)) {
      const shape = parseCourseShape(row.key);
      if (input.type && shape.mediaType !== input.type) continue;
      if (input.feeType && shape.feeType !== input.feeType) continue;
      if (categories && (shape.categoryId === null || !categories.has(shape.categoryId))) continue;
      total += row.n;
    }
  if (preview || userId === null) return total;
  return total - (await hiddenCounted(viewer, input, userId, categories));
}

/** Courses hidden from the member that the counters above included. */
async function hiddenCounted(
  viewer: CourseViewer,
  input: ListInput,
  userId: number,
  categories: Set<number> | null,
): Promise<number> {
  if (categories && categories.size === 0) return 0;
  if (!categories && !input.type && !input.feeType) {
    const [row] = await HIDDEN.execute(viewer.db, viewer.db, [userId]);
    return Number(row!.n);
  }
  const row = await hiddenQuery(viewer.db, userId)
    .$call((query) => {
      let q = query;
      if (categories) q = q.where('courses.category_id', 'in', [...categories]);
      if (input.type) q = q.where('courses.media_type', '=', input.type);
      if (input.feeType) q = q.where('courses.fee_type', '=', input.feeType);
      return q;
    })
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Courses on the shelf for the member (everyone's or listed for them) that are hidden from them. */
export function hiddenQuery(db: Pick<Kysely<Database>, 'selectFrom'>, userId: number) {
  return db
    .selectFrom('member_hidden_items as h')
    .innerJoin('courses', 'courses.id', 'h.item_id')
    .where('h.user_id', '=', userId)
    .where('h.kind', '=', 'course')
    .where('courses.status', '=', 'published')
    .where((eb) => audienceIncludes(eb, userId));
}

// Compiled once per enterprise handle (issue 28): the counter rows of a group (readCountRows'
// query) and the hidden courses without a filter, read by every unfiltered library page.
const COUNT_ROWS = new QueryTemplate<[string], { key: string; n: number }>((db, [grp]) =>
  db.selectFrom('list_counts').select(['key', 'n']).where('list', '=', 'courses').where('grp', '=', grp).orderBy('key'),
);
const HIDDEN = new QueryTemplate<[number], { n: number }>((db, [userId]) =>
  hiddenQuery(db, userId).select(sql<number>`count(*)`.as('n')),
);

async function countRows(db: Kysely<Database>, grp: string): Promise<Array<{ key: string; n: number }>> {
  const rows = await COUNT_ROWS.execute(db, db, [grp]);
  return rows.map((row) => ({ key: row.key, n: Number(row.n) }));
}
