import { sql } from 'kysely';
import {
  ErrorCode,
  LECTURER_LIMITS,
  type LecturerDetail,
  type LecturerDimension,
  type LecturerList,
} from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import {
  findLecturer,
  localise,
  presentCard,
  ratingOf,
  stringList,
  type LecturerScope,
  type MemberScope,
} from './lecturer-scope';
import { readCount } from '../../db/list-counts';
import { countUpTo, lecturerRows, searchCandidates, type LecturerRows } from './lecturer-search';

export interface ListQuery {
  keyword: string;
  type: '' | 'internal' | 'external' | 'public';
  catid: number;
  page: number;
}

/**
 * A keyword search counts its matches up to ten pages and one more: the total says "more than"
 * beyond the cap (the page shows it so), and a word matching that many is better narrowed than
 * paged (decision 0066).
 */
export const SEARCH_TOTAL_CAP = LECTURER_LIMITS.searchTotalCap;

/**
 * apiTeacher/list: enabled lecturers, by type, category and a keyword in name, headline or labels.
 * `likeScanOnly` searches without the trigram index, as before decision 0071: the equality test's
 * and the growth bench's reference, never a caller's choice.
 */
export async function listLecturers(
  scope: LecturerScope,
  query: ListQuery,
  { likeScanOnly = false }: { likeScanOnly?: boolean } = {},
): Promise<LecturerList> {
  const pageSize = LECTURER_LIMITS.pageSize;
  const rows = (from: LecturerRows) =>
    from
      .selectAll('l')
      .select((eb) =>
        // From the lecturer's own course links, each checked by primary key: joining courses first
        // let SQLite walk every published course of the enterprise for each card (0.5 s at 100,000).
        eb
          .selectFrom('lecturer_courses as lc')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('lc.lecturer_id', '=', 'l.id')
          .where((inner) =>
            inner.exists(
              inner
                .selectFrom('courses as c')
                .select('c.id')
                .whereRef('c.id', '=', 'lc.course_id')
                .where('c.status', '=', 'published'),
            ),
          )
          .as('course_count'),
      )
      .orderBy('l.sort')
      .orderBy('l.id')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute();
  let total: number;
  let page: Awaited<ReturnType<typeof rows>>;
  if (!query.keyword) {
    // Without a keyword the total is a counter kept on write (migration 0044, decision 0059).
    total = await readCount(scope.db, 'lecturers', 'on', (key) => {
      const [type, category] = key.split('|');
      return (query.type === '' || type === query.type) && (query.catid <= 0 || category === `c${query.catid}`);
    });
    page = await rows(lecturerRows(scope.db, query, null));
  } else {
    // A keyword search counts its matches up to SEARCH_TOTAL_CAP only (decision 0066), from the
    // trigram index's candidates where the keyword has three characters (decision 0071).
    const indexed = likeScanOnly ? null : searchCandidates(scope.db, query.keyword);
    total = await countUpTo(scope.db, lecturerRows(scope.db, query, indexed), SEARCH_TOTAL_CAP + 1);
    // Up to the cap every match is one of those few candidates: their page is sorted from them.
    // A common word's page is read in list order, as before, where its matches come soon.
    page = await rows(lecturerRows(scope.db, query, total <= SEARCH_TOTAL_CAP ? indexed : null));
  }
  return {
    page: query.page,
    pageSize,
    total,
    list: page.map((row) => presentCard(row, Number(row.course_count ?? 0), scope.language)),
  };
}

export async function listCategories(scope: LecturerScope): Promise<{ id: number; name: string }[]> {
  const rows = await scope.db.selectFrom('lecturer_categories').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: localise(row.titles, scope.language) }));
}

/** apiTeacher/detail: the card plus introduction, photos, the published courses taught, booking. */
export async function lecturerDetail(scope: LecturerScope, id: number): Promise<LecturerDetail> {
  const row = await findLecturer(scope.db, id);
  const courses = await scope.db
    .selectFrom('lecturer_courses as lc')
    .innerJoin('courses as c', 'c.id', 'lc.course_id')
    .select(['c.id', 'c.title', 'c.learner_count'])
    .where('lc.lecturer_id', '=', row.id)
    .where('c.status', '=', 'published')
    .orderBy('lc.sort')
    .orderBy('c.id')
    .execute();
  return {
    ...presentCard(row, courses.length, scope.language),
    introduction: localise(row.introduction, scope.language),
    photos: stringList(row.photos).slice(0, LECTURER_LIMITS.photos),
    courses: courses.map((c) => ({ id: c.id, title: c.title, learners: c.learner_count })),
    bookable: row.bookable === 1,
    place: localise(row.place, scope.language),
  };
}

/** apiTeacher/dimension: the enterprise's rating dimensions with this lecturer's averages and the caller's stars. */
export async function listDimensions(scope: LecturerScope, lecturerId: number): Promise<LecturerDimension[]> {
  const lecturer = await findLecturer(scope.db, lecturerId);
  const dimensions = await scope.db
    .selectFrom('lecturer_dimensions')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const totals = await scope.db
    .selectFrom('lecturer_grades')
    .select(['dimension_id', (eb) => eb.fn.sum<number>('stars').as('total'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('lecturer_id', '=', lecturer.id)
    .groupBy('dimension_id')
    .execute();
  const mine = scope.viewer
    ? await scope.db
        .selectFrom('lecturer_grades')
        .select(['dimension_id', 'stars'])
        .where('lecturer_id', '=', lecturer.id)
        .where('user_id', '=', scope.viewer.id)
        .execute()
    : [];
  return dimensions.map((d) => {
    const total = totals.find((t) => t.dimension_id === d.id);
    return {
      id: d.id,
      name: localise(d.titles, scope.language),
      average: ratingOf(Number(total?.total ?? 0), Number(total?.n ?? 0)),
      count: Number(total?.n ?? 0),
      mine: mine.find((m) => m.dimension_id === d.id)?.stars ?? 0,
    };
  });
}

/**
 * setTeacherDimensionGrade: 1–5 stars, once per learner and dimension. The unique index decides
 * under any concurrency; the lecturer's rating sum moves only when this call inserted the grade.
 */
export async function gradeDimension(
  scope: MemberScope,
  input: { teacherId: number; dimensionId: number; stars: number },
): Promise<{ dimension: LecturerDimension; rating: number; ratingCount: number }> {
  await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.viewer.id);
    const lecturer = await findLecturer(trx, input.teacherId);
    const dimension = await trx
      .selectFrom('lecturer_dimensions')
      .select('id')
      .where('id', '=', input.dimensionId)
      .executeTakeFirst();
    if (!dimension) throw new AppError(ErrorCode.NOT_FOUND);
    const inserted = await trx
      .insertInto('lecturer_grades')
      .values({
        eid: scope.eid,
        lecturer_id: lecturer.id,
        dimension_id: dimension.id,
        user_id: scope.viewer.id,
        stars: input.stars,
        created_at: scope.now,
      })
      .onConflict((oc) => oc.columns(['lecturer_id', 'dimension_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const earlier = await trx
        .selectFrom('lecturer_grades')
        .select(['stars', 'created_at'])
        .where('lecturer_id', '=', lecturer.id)
        .where('dimension_id', '=', dimension.id)
        .where('user_id', '=', scope.viewer.id)
        .executeTakeFirstOrThrow();
      // The second click of a double click is a duplicate; any later try is "already rated".
      if (scope.now - earlier.created_at < LECTURER_LIMITS.repeatWindowMs)
        throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
      throw new AppError(ErrorCode.LECTURER_ALREADY_RATED, { data: { stars: earlier.stars } });
    }
    await trx
      .updateTable('lecturers')
      .set({
        rating_sum: sql<number>`rating_sum + ${input.stars}`,
        rating_count: sql<number>`rating_count + 1`,
      })
      .where('id', '=', lecturer.id)
      .execute();
  });
  const dimensions = await listDimensions(scope, input.teacherId);
  const lecturer = await findLecturer(scope.db, input.teacherId);
  return {
    dimension: dimensions.find((d) => d.id === input.dimensionId)!,
    rating: ratingOf(lecturer.rating_sum, lecturer.rating_count),
    ratingCount: lecturer.rating_count,
  };
}
