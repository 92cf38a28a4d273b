import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseListParamsSchema, type CourseListParams } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { buildCourseListQuery, listCourses } from './course-list.service';
import { presentCourseSummary } from './course-presenter';
import { progressByCourse } from './course-progress';
import { courseId, userId } from './course-test-helpers';
import type { CourseViewer } from './course-viewer';

/*
 * A member's unfiltered library has statements of its own (course-list-plain.ts). Its answer must
 * be the one the general path gives — the filtered page query, COUNT(*) for the total and
 * progressByCourse — for every sort and page, whoever is looking and whatever they may see.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const learner = await userId(t, 'learner');
  const sales = await userId(t, 'sales');
  // Something hidden, something listed for one member only, progress and a finished course.
  const hidden = await courseId(t, 'Consultative selling');
  await t.db
    .insertInto('member_hidden_items')
    .values({ eid: 1, user_id: learner, kind: 'course', item_id: hidden, created_at: 0, created_by: learner })
    .execute();
  const listed = await courseId(t, 'Delegation without fear');
  await t.db.updateTable('courses').set({ audience: 'listed' }).where('id', '=', listed).execute();
  await t.db.insertInto('course_audience').values({ eid: 1, course_id: listed, user_id: sales }).execute();
  const now = t.clock.now();
  await t.db
    .insertInto('course_enrolments')
    .values({
      eid: 1,
      user_id: sales,
      course_id: listed,
      source: 'free',
      started_at: now,
      last_studied_at: now,
      last_chapter_id: null,
      completed_at: now,
      access_expires_at: null,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

async function viewerOf(account: string): Promise<CourseViewer> {
  const enterprise = await t.db.selectFrom('enterprises').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const db = forTenant(t.db, 1);
  const user = await db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
  return { db, enterprise, user, isAdmin: false, now: t.clock.now() };
}

async function generalAnswer(viewer: CourseViewer, params: CourseListParams) {
  const input = courseListParamsSchema.parse(params);
  const built = (await buildCourseListQuery(viewer, input))!;
  const rows = await built.page.execute();
  const progress = await progressByCourse(
    viewer.db,
    1,
    viewer.user!.id,
    rows.map((r) => r.id),
  );
  const total = Number((await built.count.executeTakeFirstOrThrow()).n);
  const list = rows.map((row) => presentCourseSummary(row, progress.get(row.id) ?? null));
  return { list, total, page: input.page, pageSize: input.pageSize };
}

const PAGES: CourseListParams[] = [
  {},
  { sort: 'popular' },
  { sort: 'rating' },
  { pageSize: 5, page: 2 },
  { sort: 'rating', pageSize: 7, page: 3 },
  { pageSize: 48 },
  { page: 40 }, // past the end
];

describe('the unfiltered library', () => {
  it.each(['learner', 'sales', 'manager', 'newhire'])(
    'answers %s as the general path does, byte for byte',
    async (account) => {
      const viewer = await viewerOf(account);
      for (const params of PAGES) {
        const answer = await listCourses(viewer, courseListParamsSchema.parse(params));
        expect(JSON.stringify(answer), JSON.stringify(params)).toBe(
          JSON.stringify(await generalAnswer(viewer, params)),
        );
      }
    },
  );

  it('shows the hidden, listed and finished courses to the right members', async () => {
    const titles = async (account: string) =>
      (await listCourses(await viewerOf(account), courseListParamsSchema.parse({ pageSize: 48 }))).list;
    expect((await titles('learner')).map((c) => c.title)).not.toContain('Consultative selling');
    expect((await titles('learner')).map((c) => c.title)).not.toContain('Delegation without fear');
    const forSales = await titles('sales');
    expect(forSales.find((c) => c.title === 'Delegation without fear')?.progressPercent).toBe(100);
  });
});
