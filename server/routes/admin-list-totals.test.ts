import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMemberListParamsSchema, type AdminMemberListParams } from '../../protocol';
import type { Database } from '../db/schema';
import { forTenant } from '../db/tenant-scope';
import { seededDatabase } from '../test-support/test-app';
import { listMembers } from './admin-members/member-list.service';
import { sentList } from './admin-messaging/admin-messaging.service';
import { readBroadcast } from './messages/broadcasts.service';
import { sendAudienceBroadcast } from './messages/admin-broadcasts';

/*
 * The administrators' list totals read from counters (migration 0045, decision 0061) equal the
 * COUNT(*) of the list's own filters: the member list by status and department (with the
 * department's sub-departments), the sent list by kind, and each sent item's read figure — on the
 * seed, after sequential writes and after writes made in parallel transactions (side by side on
 * PostgreSQL), through the services that write them in the product.
 */
let root: Kysely<Database>;
let drop: () => Promise<void>;
let db: Kysely<Database>;
const now = Date.UTC(2026, 10, 26);

beforeAll(async () => {
  ({ db: root, drop } = await seededDatabase());
  db = forTenant(root, 1);
}, 60_000);
afterAll(async () => {
  await root.destroy();
  await drop();
});

const STATUSES = ['all', 'active', 'locked', 'blocked'] as const;

/** What the member list's total was before the counters: a COUNT(*) with the list's filters. */
async function countedMembers(status: (typeof STATUSES)[number], departmentIds: number[] | null): Promise<number> {
  let query = db.selectFrom('users');
  if (departmentIds) query = query.where('department_id', 'in', departmentIds);
  if (status === 'locked') query = query.where('locked', '=', 1);
  if (status === 'blocked') query = query.where('blocked', '=', 1);
  if (status === 'active') query = query.where('locked', '=', 0).where('blocked', '=', 0);
  return Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

async function expectMemberTotals(): Promise<void> {
  const departments = await db.selectFrom('departments').select(['id', 'parent_id']).execute();
  const under = (id: number): number[] => [
    id,
    ...departments.filter((d) => d.parent_id === id).flatMap((d) => under(d.id)),
  ];
  const filters: Array<{ departmentId?: number; ids: number[] | null }> = [
    { ids: null },
    ...departments.map((d) => ({ departmentId: d.id, ids: under(d.id) })),
  ];
  let compared = 0;
  for (const status of STATUSES)
    for (const filter of filters) {
      const params: AdminMemberListParams = { status, departmentId: filter.departmentId };
      const page = await listMembers(db, adminMemberListParamsSchema.parse(params));
      expect(page.total, `${status} ${filter.departmentId ?? 'all departments'}`).toBe(
        await countedMembers(status, filter.ids),
      );
      compared += 1;
    }
  expect(compared).toBeGreaterThan(4);
}

async function expectSentTotals(): Promise<void> {
  for (const kind of [undefined, 'admin', 'information'] as const) {
    const page = await sentList(db, { kind, page: 1, pageSize: 50 });
    let all = db.selectFrom('message_broadcasts');
    if (kind) all = all.where('kind', '=', kind);
    expect(page.total, kind ?? 'all kinds').toBe(
      Number((await all.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    );
    for (const row of page.list) {
      const read = await db
        .selectFrom('message_broadcast_states')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('broadcast_id', '=', row.id)
        .where('read_at', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(row.read, `read figure of broadcast ${row.id}`).toBe(Number(read.n));
    }
  }
}

/** One round of the writes the administrators' lists count: member states and departments, sends and reads. */
async function writeRound(k: number): Promise<void> {
  const members = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const departments = (await db.selectFrom('departments').select('id').orderBy('id').execute()).map((d) => d.id);
  const member = members[(k * 3) % members.length]!;
  await db
    .updateTable('users')
    .set({ locked: k % 2, blocked: k % 3 === 0 ? 1 : 0, department_id: departments[k % departments.length] ?? null })
    .where('id', '=', member)
    .execute();
  const recipients = members.filter((_, i) => (i + k) % 3 === 0);
  const sent = await sendAudienceBroadcast(db, {
    eid: 1,
    kind: k % 2 ? 'admin' : 'information',
    title: `Totals ${k}`,
    summary: '',
    body: 'Body',
    bodyHtml: '<p>Body</p>',
    authorUserId: members[0]!,
    sendKey: `totals-${k}`,
    recipients,
    recipientCount: recipients.length,
    audienceLabel: 'Some',
    now,
  });
  for (const userId of recipients.slice(0, 1 + (k % 4)))
    await readBroadcast({ db, eid: 1, userId, now, offsetMinutes: 480 }, sent.id);
  // An older broadcast read by one more member (its counter moves, not the new one's).
  const older = await db.selectFrom('message_broadcasts').select('id').orderBy('id').executeTakeFirstOrThrow();
  await readBroadcast({ db, eid: 1, userId: members[(k * 5) % members.length]!, now, offsetMinutes: 480 }, older.id);
}

describe('administrators’ list totals read from counters', () => {
  it('equal the lists’ own COUNT(*) on the seed', async () => {
    await expectMemberTotals();
    await expectSentTotals();
  });

  it('equal them after sequential writes, a member locked and blocked and a sent item deleted', async () => {
    for (let k = 0; k < 4; k++) await writeRound(k);
    const gone = await db.selectFrom('message_broadcasts').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.deleteFrom('message_broadcast_states').where('broadcast_id', '=', gone.id).execute();
    await db.deleteFrom('message_broadcasts').where('id', '=', gone.id).execute();
    await sql`UPDATE users SET locked = 1, blocked = 1 WHERE eid = 1 AND account = 'learner'`.execute(root);
    await expectMemberTotals();
    await expectSentTotals();
  });

  it('equal them after parallel writes', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => writeRound(10 + i)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectMemberTotals();
    await expectSentTotals();
  });
});
