import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../test-support/test-app';
import { COUNT_SOURCES_0048 } from './count-sources-0048';
import { copyRow, pick, recountedCounts, storedCounts, tenantRowIds } from './list-counts-test-support';
import { forTenant } from './tenant-scope';
import { affordableCount } from '../routes/mall/affordable-count';
import { questionnaireTotal } from '../routes/questionnaires/questionnaire-totals';
import type { Database } from './schema';

/*
 * Migration 0048's counters (decision 0066) equal a fresh recount of the rows after the seed,
 * after sequential writes of every kind (insert, update of each column a key reads, delete) and
 * after parallel transactions writing the same counters — on SQLite and PostgreSQL. "I can
 * afford", read from the price buckets, equals COUNT(*) of the products under each balance.
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

const LISTS = [...new Set(COUNT_SOURCES_0048.map((s) => s.list))];

let serial = 0;

/** One round of writes of every kind, in one transaction (run one after another). */
async function writeRound(trx: Kysely<Database>, i: number): Promise<void> {
  serial += 1;
  const tag = `lc48-${i}-${serial}`;
  const users = await tenantRowIds(trx, 'users');

  const questionnaires = await tenantRowIds(trx, 'questionnaires');
  const questionnaire = await copyRow(trx, 'questionnaires', pick(questionnaires, i), {
    title: tag,
    published: i % 3 ? 1 : 0,
  });
  for (const user of [pick(users, i), pick(users, i + 1)])
    await sql`INSERT INTO questionnaire_participants (eid, questionnaire_id, user_id, times, last_at)
      VALUES (1, ${questionnaire}, ${user}, 1, ${i}) ON CONFLICT DO NOTHING`.execute(trx);
  await sql`UPDATE questionnaires SET published = ${i % 2} WHERE id = ${questionnaire}`.execute(trx);
  // New times, some ending before they start, some on a 100-second bucket's edge.
  const start = 1_800_000_000_000 + pick([0, 99_999, 100_000, 3_600_000], i);
  await sql`UPDATE questionnaires SET starts_at = ${start}, ends_at = ${start + pick([-5, 1, 100_000, 86_400_000], i)}
    WHERE id = ${questionnaire}`.execute(trx);
  await sql`UPDATE questionnaires SET published = ${(i + 1) % 2} WHERE id = ${pick(questionnaires, i + 1)}`.execute(
    trx,
  );
  if (i % 3 === 1) {
    await sql`DELETE FROM questionnaire_participants WHERE questionnaire_id = ${questionnaire} AND user_id = ${pick(users, i)}`.execute(
      trx,
    );
  }
  if (i % 4 === 2) {
    await sql`DELETE FROM questionnaire_participants WHERE questionnaire_id = ${questionnaire}`.execute(trx);
    await sql`DELETE FROM questionnaires WHERE id = ${questionnaire}`.execute(trx);
  }

  const bookings = await tenantRowIds(trx, 'lecturer_bookings');
  const booking = await copyRow(trx, 'lecturer_bookings', pick(bookings, i), {
    request_id: tag,
    user_id: pick(users, i),
    status: pick(['pending', 'confirmed', 'cancelled'], i),
  });
  await sql`UPDATE lecturer_bookings SET status = ${pick(['evaluating', 'ended', 'cancelled'], i)} WHERE id = ${booking}`.execute(
    trx,
  );
  await sql`UPDATE lecturer_bookings SET user_id = ${pick(users, i + 2)} WHERE id = ${booking}`.execute(trx);
  if (i % 2) await sql`DELETE FROM lecturer_bookings WHERE id = ${booking}`.execute(trx);

  const products = await tenantRowIds(trx, 'mall_products');
  const product = await copyRow(trx, 'mall_products', pick(products, i), {
    name: tag,
    points_price: pick([0, 9, 10, 99, 100, 1234, 99_999, 1_234_567_890], i),
  });
  await sql`UPDATE mall_products SET points_price = ${pick([5, 50, 500, 5000], i)}, status = ${pick(['on_shelf', 'off_shelf'], i)}
    WHERE id = ${product}`.execute(trx);
  await sql`UPDATE mall_products SET points_price = points_price + ${i} WHERE id = ${pick(products, i)}`.execute(trx);
  if (i % 3 === 0) await sql`DELETE FROM mall_products WHERE id = ${product}`.execute(trx);
}

/**
 * One counted statement in its own transaction, as the services write (a product, a questionnaire,
 * a participation, a booking, a status move): 32 of them side by side move the same counters (the
 * top buckets, 'pub', 'all|…'). Several counted statements in one transaction, run side by side,
 * can take shared counters in opposite orders and deadlock on PostgreSQL (decision 0066).
 */
async function oneWrite(trx: Kysely<Database>, i: number): Promise<void> {
  const tag = `lc48p-${i}`;
  const users = await tenantRowIds(trx, 'users');
  const start = 1_800_000_000_000 + i * 50_000;
  if (i % 4 === 0) {
    await copyRow(trx, 'questionnaires', pick(await tenantRowIds(trx, 'questionnaires'), i), {
      title: tag,
      published: i % 8 ? 1 : 0,
      starts_at: start,
      ends_at: start + pick([-5, 100_000, 86_400_000], i),
    });
  } else if (i % 4 === 1) {
    await sql`INSERT INTO questionnaire_participants (eid, questionnaire_id, user_id, times, last_at)
      VALUES (1, ${pick(await tenantRowIds(trx, 'questionnaires'), i)}, ${pick(users, i)}, 1, ${i}) ON CONFLICT DO NOTHING`.execute(
      trx,
    );
  } else if (i % 4 === 2) {
    await copyRow(trx, 'mall_products', pick(await tenantRowIds(trx, 'mall_products'), i), {
      name: tag,
      points_price: pick([0, 9, 10, 99, 1234, 99_999], i),
    });
  } else {
    await copyRow(trx, 'lecturer_bookings', pick(await tenantRowIds(trx, 'lecturer_bookings'), i), {
      request_id: tag,
      user_id: pick(users, i),
      status: pick(['pending', 'confirmed', 'cancelled'], i),
    });
  }
}

async function expectCountersEqualRows() {
  for (const list of LISTS)
    expect(await storedCounts(db, list), list).toEqual(await recountedCounts(db, COUNT_SOURCES_0048, list));
}

async function expectAffordableEqualsCount() {
  const categories = [undefined, ...(await tenantRowIds(db, 'mall_categories'))];
  for (const categoryId of categories)
    for (const balance of [-1, 0, 9, 10, 55.5, 99, 100, 101, 999, 1000, 1234, 5000, 100_000, 2e10, 1e13]) {
      let query = forTenant(db, 1)
        .selectFrom('mall_products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'on_shelf')
        .where('points_price', '<=', Math.floor(balance)); // prices are whole points
      if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
      const { n } = await query.executeTakeFirstOrThrow();
      expect(await affordableCount(forTenant(db, 1), balance, categoryId), `${categoryId} ${balance}`).toBe(Number(n));
    }
}

async function expectQuestionnaireTotalsEqualCount() {
  const scoped = forTenant(db, 1);
  const rows = await scoped.selectFrom('questionnaires').select(['starts_at', 'ends_at']).execute();
  const instants = new Set<number>([0, Date.now()]);
  for (const r of rows)
    for (const t of [r.starts_at, r.ends_at]) for (const d of [-1, 0, 1]) instants.add(Number(t) + d);
  for (const now of instants)
    for (const state of ['all', 'not_started', 'open'] as const) {
      let query = scoped
        .selectFrom('questionnaires')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published', '=', 1);
      if (state === 'not_started') query = query.where('starts_at', '>', now);
      if (state === 'open') query = query.where('starts_at', '<=', now).where('ends_at', '>', now);
      const { n } = await query.executeTakeFirstOrThrow();
      expect(await questionnaireTotal(scoped, state, now), `${state} at ${now}`).toBe(Number(n));
    }
}

describe('migration 0048 counters (questionnaires, bookings, I can afford)', () => {
  it('equal the rows after the seed', async () => {
    await expectCountersEqualRows();
    await expectAffordableEqualsCount();
    await expectQuestionnaireTotalsEqualCount();
  });

  it('equal the rows after sequential writes of every kind', async () => {
    for (let i = 0; i < 8; i++) await db.transaction().execute((trx) => writeRound(trx, i));
    await expectCountersEqualRows();
    await expectAffordableEqualsCount();
    await expectQuestionnaireTotalsEqualCount();
  });

  it('equal the rows after parallel transactions writing the same counters', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 32 }, (_, i) => db.transaction().execute((trx) => oneWrite(trx, i))),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectCountersEqualRows();
    await expectAffordableEqualsCount();
    await expectQuestionnaireTotalsEqualCount();
  });
});
