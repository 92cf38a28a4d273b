import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../test-support/test-app';
import { ALL_COUNT_SOURCES as COUNT_SOURCES } from './count-sources';
import { copyRow, recountedCounts, storedCounts } from './list-counts-test-support';
import type { Database } from './schema';

/*
 * The counters of list_counts (migration 0044, decision 0059) must equal what a COUNT(*) over the
 * rows gives, whoever writes and however the writes interleave: after the seed, and after a
 * sequence of inserts, updates of every column a key reads, and deletes — some sequential, some
 * as parallel transactions (really side by side on PostgreSQL). The recount is a GROUP BY over
 * the tables with the same key rules, computed fresh; the areas' own tests compare their totals
 * with the lists' original COUNT queries.
 */
let db: Kysely<Database>;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await seededDatabase());
}, 60_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

const LISTS = [...new Set(COUNT_SOURCES.map((s) => s.list))];
let serial = 0;
const pick = <T>(items: readonly T[], i: number): T => items[i % items.length]!;

async function ids(trx: Kysely<Database>, table: string, where = sql`1 = 1`): Promise<number[]> {
  return (
    await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE ${where} ORDER BY id`.execute(trx)
  ).rows.map((r) => Number(r.id));
}

/** One round of writes to every counted table; `i` varies the values so rounds differ. */
async function writeRound(trx: Kysely<Database>, i: number): Promise<void> {
  serial += 1;
  const tag = `lc-${i}-${serial}`;
  const users = await ids(trx, 'users', sql`eid = 1`);
  const categories = await ids(trx, 'course_categories', sql`eid = 1`);

  const messages = await ids(trx, 'messages', sql`eid = 1`);
  const message = await copyRow(trx, 'messages', pick(messages, i), {
    dedupe_key: tag,
    read_at: i % 2 ? null : 1,
    user_id: pick(users, i),
  });
  await sql`UPDATE messages SET read_at = ${i % 3 ? null : 5}, category = ${pick(['own', 'at', 'praise', 'comment'], i)} WHERE id = ${pick(messages, i + 1)}`.execute(
    trx,
  );
  await sql`UPDATE messages SET deleted_at = ${i % 4 ? null : 7} WHERE id = ${pick(messages, i + 2)}`.execute(trx);
  if (i % 2) await sql`DELETE FROM messages WHERE id = ${message}`.execute(trx);

  const courses = await ids(trx, 'courses', sql`eid = 1`);
  const course = await copyRow(trx, 'courses', pick(courses, i), {
    title: tag,
    status: i % 3 ? 'published' : 'off_shelf',
    audience: i % 2 ? 'listed' : 'all',
  });
  await sql`INSERT INTO course_audience (eid, course_id, user_id) VALUES (1, ${course}, ${pick(users, i)}), (1, ${course}, ${pick(users, i + 1)})
    ON CONFLICT DO NOTHING`.execute(trx);
  await sql`UPDATE courses SET audience = ${i % 4 ? 'listed' : 'all'}, media_type = ${pick(['video', 'audio'], i)},
    fee_type = ${pick(['free', 'paid'], i)}, category_id = ${i % 5 ? pick(categories, i) : null} WHERE id = ${course}`.execute(
    trx,
  );
  await sql`UPDATE courses SET status = ${i % 2 ? 'published' : 'off_shelf'} WHERE id = ${pick(courses, i)}`.execute(
    trx,
  );
  if (i % 3 === 0)
    await sql`DELETE FROM course_audience WHERE course_id = ${course} AND user_id = ${pick(users, i)}`.execute(trx);
  if (i % 5 === 0) {
    await sql`DELETE FROM course_audience WHERE course_id = ${course}`.execute(trx);
    await sql`DELETE FROM courses WHERE id = ${course}`.execute(trx);
  }

  const posts = await ids(trx, 'community_posts', sql`eid = 1`);
  const post = await copyRow(trx, 'community_posts', pick(posts, i), {
    request_id: tag,
    author_user_id: pick(users, i),
    state: pick(['review', 'open', 'resolved', 'closed', 'rejected'], i),
  });
  await sql`UPDATE community_posts SET reply_count = ${i % 2 ? 0 : 3}, state = ${pick(['open', 'resolved', 'closed'], i + 1)},
    kind = ${pick(['question', 'topic'], i)} WHERE id = ${post}`.execute(trx);
  await sql`UPDATE community_posts SET reply_count = reply_count + 1 WHERE id = ${pick(posts, i)}`.execute(trx);
  if (i % 3 === 1) await sql`UPDATE community_posts SET deleted_at = 9 WHERE id = ${post}`.execute(trx);
  if (i % 4 === 1) await sql`DELETE FROM community_posts WHERE id = ${post}`.execute(trx);

  const activities = await ids(trx, 'activities', sql`eid = 1`);
  const activity = await copyRow(trx, 'activities', pick(activities, i), { title: tag });
  await sql`INSERT INTO activity_registrations (eid, activity_id, user_id, registered_at) VALUES (1, ${activity}, ${pick(users, i)}, 1)`.execute(
    trx,
  );
  await sql`UPDATE activity_registrations SET cancelled_at = ${i % 2 ? 3 : null} WHERE activity_id = ${activity}`.execute(
    trx,
  );
  if (i % 3 === 2) {
    await sql`DELETE FROM activity_registrations WHERE activity_id = ${activity}`.execute(trx);
    await sql`DELETE FROM activities WHERE id = ${activity}`.execute(trx);
  }

  const products = await ids(trx, 'mall_products', sql`eid = 1`);
  const product = await copyRow(trx, 'mall_products', pick(products, i), { name: tag });
  await sql`UPDATE mall_products SET status = ${pick(['on_shelf', 'off_shelf'], i)} WHERE id = ${product}`.execute(trx);
  if (i % 2) await sql`DELETE FROM mall_products WHERE id = ${product}`.execute(trx);

  // Migration 0045's counters: members (department, locked, blocked), sent broadcasts (kind), reads.
  const departments = await ids(trx, 'departments', sql`eid = 1`);
  const member = await copyRow(trx, 'users', pick(users, i), {
    account: tag,
    phone: '',
    email: '',
    locked: i % 2,
    blocked: i % 3 ? 0 : 1,
  });
  await sql`UPDATE users SET department_id = ${i % 4 ? pick(departments, i) : null}, locked = ${(i + 1) % 2},
    blocked = ${i % 2} WHERE id = ${member}`.execute(trx);
  await sql`UPDATE users SET locked = ${i % 2} WHERE id = ${pick(users, i + 1)}`.execute(trx);
  const broadcasts = await ids(trx, 'message_broadcasts', sql`eid = 1`);
  const broadcast = await copyRow(trx, 'message_broadcasts', pick(broadcasts, i), {
    send_key: tag,
    kind: pick(['admin', 'information'], i),
  });
  await sql`INSERT INTO message_broadcast_states (eid, user_id, broadcast_id, read_at)
    VALUES (1, ${pick(users, i)}, ${broadcast}, ${i % 2 ? 4 : null}), (1, ${pick(users, i + 1)}, ${broadcast}, NULL)
    ON CONFLICT DO NOTHING`.execute(trx);
  await sql`UPDATE message_broadcast_states SET read_at = ${i % 3 ? 6 : null} WHERE broadcast_id = ${broadcast}`.execute(
    trx,
  );
  await sql`UPDATE message_broadcasts SET kind = ${pick(['information', 'admin'], i)} WHERE id = ${broadcast}`.execute(
    trx,
  );
  if (i % 3 === 1) {
    await sql`DELETE FROM message_broadcast_states WHERE broadcast_id = ${broadcast} AND user_id = ${pick(users, i)}`.execute(
      trx,
    );
    await sql`DELETE FROM message_broadcasts WHERE id = ${broadcast}`.execute(trx);
  }
  if (i % 2 === 0) await sql`DELETE FROM users WHERE id = ${member}`.execute(trx);

  const lecturers = await ids(trx, 'lecturers', sql`eid = 1`);
  const lecturer = await copyRow(trx, 'lecturers', pick(lecturers, i), { name: tag });
  await sql`UPDATE lecturers SET enabled = ${i % 2}, type = ${pick(['internal', 'external'], i)} WHERE id = ${lecturer}`.execute(
    trx,
  );
  if (i % 3 === 0) await sql`DELETE FROM lecturers WHERE id = ${lecturer}`.execute(trx);
}

describe('list counters (list_counts)', () => {
  it('equal the rows after the seed', async () => {
    for (const list of LISTS)
      expect(await storedCounts(db, list), list).toEqual(await recountedCounts(db, COUNT_SOURCES, list));
  });

  it('equal the rows after sequential writes of every kind', async () => {
    for (let i = 0; i < 6; i++) await db.transaction().execute((trx) => writeRound(trx, i));
    for (const list of LISTS)
      expect(await storedCounts(db, list), list).toEqual(await recountedCounts(db, COUNT_SOURCES, list));
  });

  it('equal the rows after parallel transactions writing the same counters', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => db.transaction().execute((trx) => writeRound(trx, 100 + i))),
    );
    // Every transaction commits (no deadlock between counters: keys are applied in order).
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const list of LISTS)
      expect(await storedCounts(db, list), list).toEqual(await recountedCounts(db, COUNT_SOURCES, list));
  });
});
