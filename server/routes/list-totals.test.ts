import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseListParamsSchema, listPostsSchema, type CourseListParams } from '../../protocol';
import type { Database, User } from '../db/schema';
import { forTenant } from '../db/tenant-scope';
import { seededDatabase } from '../test-support/test-app';
import { listActivities } from './activities/activities.service';
import { countPostsExact, listPosts } from './community/post-list.service';
import { buildCourseListQuery, listCourses } from './courses/course-list.service';
import { listLecturers } from './lecturers/lecturers.service';
import { listProducts } from './mall/products.service';
import { deliverMessage } from './messages/deliver-message';
import { unreadByCategory, unreadByCategoryCounted } from './messages/unread-counts';

/*
 * Every list total now read from counters (decision 0059) equals the COUNT(*) of the list's own
 * query — with the filters the counters serve, with items an administrator hid from the member
 * (decision 0054), and after writes made in parallel transactions (side by side on PostgreSQL).
 */
let root: Kysely<Database>;
let drop: () => Promise<void>;
let db: Kysely<Database>;
let learner: User;
let admin: User;
const now = Date.UTC(2026, 10, 26);

beforeAll(async () => {
  ({ db: root, drop } = await seededDatabase());
  db = forTenant(root, 1);
  const user = (account: string) =>
    db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
  learner = await user('learner');
  admin = await user('admin');
}, 60_000);
afterAll(async () => {
  await root.destroy();
  await drop();
});

async function parallelWrites(round: number): Promise<void> {
  const users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const course = await db.selectFrom('courses').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const activity = await db.selectFrom('activities').selectAll().orderBy('id').executeTakeFirstOrThrow();
  await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        const k = round * 10 + i;
        const { id: _c, ...courseRow } = course;
        const c = await trx
          .insertInto('courses')
          .values({ ...courseRow, title: `Total ${k}`, audience: k % 2 ? 'listed' : 'all', status: 'published' })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (k % 2)
          await trx.insertInto('course_audience').values({ eid: 1, course_id: c.id, user_id: learner.id }).execute();
        if (k % 3 === 0)
          await trx
            .insertInto('member_hidden_items')
            .values({
              eid: 1,
              user_id: learner.id,
              kind: 'course',
              item_id: c.id,
              created_by: admin.id,
              created_at: now,
            })
            .execute();
        const { id: _a, ...activityRow } = activity;
        const a = await trx
          .insertInto('activities')
          .values({ ...activityRow, title: `Total ${k}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('activity_registrations')
          .values({
            eid: 1,
            activity_id: a.id,
            user_id: learner.id,
            registered_at: now,
            cancelled_at: k % 4 ? null : now,
          })
          .execute();
        if (k % 2 === 0)
          await trx
            .insertInto('member_hidden_items')
            .values({
              eid: 1,
              user_id: learner.id,
              kind: 'activity',
              item_id: a.id,
              created_by: admin.id,
              created_at: now,
            })
            .execute();
        await deliverMessage(trx, {
          eid: 1,
          userId: users[k % users.length]!,
          category: 'own',
          kind: 'mention',
          params: {},
          dedupeKey: `total:${k}`,
          at: now,
        });
        await trx
          .updateTable('messages')
          .set({ read_at: now })
          .where('user_id', '=', learner.id)
          .where('category', '=', k % 2 ? 'at' : 'own')
          .where('read_at', 'is', null)
          .execute();
        await trx
          .updateTable('community_posts')
          .set({ reply_count: sql<number>`reply_count + 1` })
          .where(
            'id',
            '=',
            (await trx.selectFrom('community_posts').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
          )
          .execute();
        await trx
          .updateTable('mall_products')
          .set({ status: k % 2 ? 'off_shelf' : 'on_shelf' })
          .where(
            'id',
            '=',
            (await trx.selectFrom('mall_products').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
          )
          .execute();
      }),
    ),
  );
}

async function expectTotalsEqualCounts(): Promise<void> {
  const enterprise = await db.selectFrom('enterprises').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const viewers = [
    { user: learner, isAdmin: false },
    { user: null, isAdmin: false },
    { user: admin, isAdmin: true },
  ];
  const cases: CourseListParams[] = [{}, { type: 'video' }, { feeType: 'paid' }, { 'search[catid]': 'tech' }];
  for (const who of viewers)
    for (const params of [...cases, ...(who.isAdmin ? [{ preview: '1' as const }] : [])]) {
      const viewer = { db, enterprise, ...who, now, studyLeaseMs: 35_000 };
      const input = courseListParamsSchema.parse(params);
      const built = await buildCourseListQuery(viewer, input);
      const counted = built ? Number((await built.count.executeTakeFirstOrThrow()).n) : 0;
      expect((await listCourses(viewer, input)).total, JSON.stringify([who.user?.account, params])).toBe(counted);
    }

  for (const user of [learner, admin])
    for (const kind of ['question', 'topic'] as const)
      for (const sort of ['latest', 'hottest', 'unanswered', 'resolved'] as const)
        for (const mine of ['', '1']) {
          const scope = { db, eid: 1, user, now };
          const input = listPostsSchema.parse({ kind, sort, mine });
          expect((await listPosts(scope, input)).total, `${kind} ${sort} ${mine}`).toBe(
            await countPostsExact(scope, input),
          );
        }

  for (const user of [learner, admin, null])
    for (const scope of ['all', 'mine'] as const) {
      const list = await listActivities({ db, eid: 1, user, now }, { scope, phase: 'all', page: 1, pageSize: 10 });
      let q = db
        .selectFrom('activities as a')
        .leftJoin('activity_registrations as r', (j) =>
          j.onRef('r.activity_id', '=', 'a.id').on('r.user_id', '=', user?.id ?? 0),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('member_hidden_items as h')
                .select('h.id')
                .whereRef('h.item_id', '=', 'a.id')
                .where('h.kind', '=', 'activity')
                .where('h.user_id', '=', user?.id ?? 0),
            ),
          ),
        );
      if (scope === 'mine') q = q.where('r.id', 'is not', null).where('r.cancelled_at', 'is', null);
      const row = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      expect(list.total, `activities ${scope} ${user?.account}`).toBe(Number(row.n));
    }

  const mall = { db, eid: 1, userId: learner.id, now };
  const shelf = await listProducts(mall, { sort: 'default', affordable: 'N', page: 1, pageSize: 12 });
  const onShelf = await db
    .selectFrom('mall_products')
    .where('status', '=', 'on_shelf')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  expect(shelf.total).toBe(Number(onShelf.n));
  for (const category of shelf.categories) {
    const byCategory = await listProducts(mall, {
      sort: 'default',
      affordable: 'N',
      categoryId: category.id,
      page: 1,
      pageSize: 12,
    });
    const row = await db
      .selectFrom('mall_products')
      .where('status', '=', 'on_shelf')
      .where('category_id', '=', category.id)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(byCategory.total, `mall category ${category.id}`).toBe(Number(row.n));
  }

  const lecturerScope = { db, eid: 1, viewer: learner, language: 'en_us' as const, now };
  for (const type of ['', 'internal', 'external'] as const) {
    const list = await listLecturers(lecturerScope, { keyword: '', type, catid: 0, page: 1 });
    let q = db.selectFrom('lecturers').where('enabled', '=', 1);
    if (type) q = q.where('type', '=', type);
    const row = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(list.total, `lecturers ${type}`).toBe(Number(row.n));
  }

  for (const user of [learner, admin])
    expect(await unreadByCategory({ db, userId: user.id })).toEqual(
      await unreadByCategoryCounted({ db, userId: user.id }),
    );
}

describe('list totals read from counters', () => {
  it('equal the lists’ own COUNT(*) on the seed, with hidden items and filters', async () => {
    await db
      .insertInto('member_hidden_items')
      .values({
        eid: 1,
        user_id: learner.id,
        kind: 'course',
        item_id: (
          await db
            .selectFrom('courses')
            .select('id')
            .where('status', '=', 'published')
            .where('audience', '=', 'all')
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
        created_by: admin.id,
        created_at: now,
      })
      .execute();
    await expectTotalsEqualCounts();
  });

  it('equal them after parallel writes to every list', async () => {
    await parallelWrites(1);
    await parallelWrites(2);
    await expectTotalsEqualCounts();
  });
});
