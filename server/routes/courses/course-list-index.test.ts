import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseListParamsSchema, type CourseListParams } from '../../../protocol';
import { isPostgresUrl } from '../../test-support/postgres-test-db';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { buildCourseListQuery } from './course-list.service';
import { progressByCourse } from './course-progress';
import type { CourseViewer } from './course-viewer';
import { SEED_TIME } from '../../db/seed/demo-data';
import { forTenant } from '../../db/tenant-scope';

const DAY = 24 * 60 * 60 * 1000;

/*
 * The library must stay fast for an enterprise with 10,000 courses: every list query (each sort,
 * each filter, and the total) must search `courses` through an index, never scan the table.
 * Asserted on the query plan, not on time.
 */
let t: TestApp;
let viewer: CourseViewer;

beforeAll(async () => {
  t = await createTestApp();
  const enterprise = await t.db.selectFrom('enterprises').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('eid', '=', 1)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  viewer = { db: forTenant(t.db, 1), enterprise, user, isAdmin: false, now: t.clock.now(), studyLeaseMs: 35_000 };
  const category = await t.db
    .selectFrom('course_categories')
    .select('id')
    .where('eid', '=', 1)
    .where('code', '=', 'tech')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: 10_000 }, (_, i) => ({
    eid: 1,
    category_id: i % 3 === 0 ? category.id : null,
    title: `Bulk course ${i}`,
    media_type: i % 2 ? ('video' as const) : ('audio' as const),
    labels: i % 5 ? '["bulk"]' : '["bulk","hot"]',
    fee_type: i % 4 ? ('free' as const) : ('paid' as const),
    audience: i % 50 ? ('all' as const) : ('listed' as const),
    status: i % 10 ? ('published' as const) : ('off_shelf' as const),
    learner_count: i % 997,
    rating_sum: i % 41,
    rating_count: i % 9,
    published_at: SEED_TIME + DAY + i * 1000,
    created_at: 0,
    updated_at: 0,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto('courses')
      .values(rows.slice(i, i + 500))
      .execute();
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function plan(query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  const result = await t.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((r) => r.detail);
}

/** Every step that reads `courses` searches it by an index. */
function expectIndexedCourses(steps: string[]): void {
  const courseSteps = steps.filter((s) => /\bcourses\b/.test(s));
  expect(courseSteps.length, steps.join('\n')).toBeGreaterThan(0);
  for (const step of courseSteps) expect(step, steps.join('\n')).toMatch(/^SEARCH courses USING (COVERING )?INDEX/);
}

const CASES: CourseListParams[] = [
  {},
  { sort: 'popular' },
  { sort: 'rating' },
  { 'search[catid]': 'tech' },
  { 'search[keyword]': 'course 42' },
  { feeType: 'paid', type: 'video', label: 'hot' },
  { studyState: 'in_progress' },
  { studyState: 'not_started', sort: 'popular', page: 50 },
];

// The plan is SQLite's (EXPLAIN QUERY PLAN). PostgreSQL's planner picks by statistics and rightly
// scans a table for a count of most of its rows, so the index guarantee is asserted on SQLite only;
// the page itself is checked on both engines below.
const onPostgres = isPostgresUrl(process.env.DATABASE_URL);

describe('the course list with 10,000 courses', () => {
  // Registered on SQLite only (see above), rather than skipped on PostgreSQL.
  if (!onPostgres)
    it.each(CASES.map((c) => [JSON.stringify(c), c] as const))(
      'searches courses by index for %s (page and total)',
      async (_name, params) => {
        const built = await buildCourseListQuery(viewer, courseListParamsSchema.parse(params));
        expect(built).not.toBeNull();
        expectIndexedCourses(await plan(built!.page));
        expectIndexedCourses(await plan(built!.count));
      },
    );

  it("lists a page of 12 newest first with the right total and the learner's progress", async () => {
    const built = await buildCourseListQuery(viewer, courseListParamsSchema.parse({ pageSize: 12 }));
    const rows = await built!.page.execute();
    expect(rows).toHaveLength(12);
    // Newest first: the bulk courses were published after the demo ones.
    expect(rows[0]!.title).toMatch(/^Bulk course 99\d\d$/);
    const count = Number((await built!.count.executeTakeFirstOrThrow()).n);
    const visibleBulk = Array.from({ length: 10_000 }, (_, i) => i).filter((i) => i % 10 !== 0 && i % 50 !== 0).length;
    expect(count).toBeGreaterThanOrEqual(visibleBulk);
    // progressByCourse answers a whole page with grouped queries (IN lists), not one per course.
    const progress = await progressByCourse(
      forTenant(t.db, 1),
      1,
      viewer.user!.id,
      rows.map((r) => r.id),
    );
    expect(progress.size).toBe(12);
  });
});
