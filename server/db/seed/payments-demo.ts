import type { Transaction } from 'kysely';
import { ORDER_PAYMENT_WINDOW_MS, PURCHASE_VALIDITY_MS } from '../../../protocol';
import { changePoints } from '../../routes/points/points.service';
import { orderNumber } from '../../routes/payments/order.presenter';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

const DAY = 24 * 60 * 60 * 1000;

interface DemoPackage {
  eid: number;
  title: string;
  summary: string;
  feeType: 'free' | 'paid';
  priceCents?: number;
  pointsPrice?: number;
  learners: number;
  courses: string[];
}

/** Packages by course title (course-demo.ts); a listed-only course shows only to its audience. */
export const DEMO_PACKAGES: DemoPackage[] = [
  {
    eid: 1,
    title: 'New starter essentials',
    summary: 'Three free courses every new colleague takes in the first month.',
    feeType: 'free',
    learners: 42,
    courses: ['Leading your first team', 'Consultative selling', 'Working with spreadsheets'],
  },
  {
    eid: 1,
    title: 'Leadership points pack',
    summary: 'Coaching, first-team leadership and key accounts in one bundle, paid with points.',
    feeType: 'paid',
    priceCents: 14900,
    pointsPrice: 80,
    learners: 7,
    courses: ['Coaching conversations (points)', 'Leading your first team', 'Key accounts (sales team only)'],
  },
  {
    eid: 2,
    title: 'Everyday skills bundle',
    summary: 'Speak with confidence and plan your week.',
    feeType: 'free',
    learners: 15,
    courses: ['Public speaking for everyone', 'Time management'],
  },
];

async function userId(trx: Transaction<Database>, eid: number, account: string): Promise<number> {
  return (
    await trx
      .selectFrom('users')
      .select('id')
      .where('eid', '=', eid)
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).id;
}

async function courseId(trx: Transaction<Database>, eid: number, title: string): Promise<number> {
  return (
    await trx
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', eid)
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;
}

/** Demo data of course packages, paid courses, points payment, orders. */
export async function seedPayments(trx: Transaction<Database>): Promise<void> {
  for (const [sort, p] of DEMO_PACKAGES.entries()) {
    const pack = await trx
      .insertInto('course_packages')
      .values({
        eid: p.eid,
        title: p.title,
        summary: p.summary,
        cover: '',
        fee_type: p.feeType,
        price_cents: p.priceCents ?? 0,
        points_price: p.pointsPrice ?? 0,
        status: 'published',
        learner_count: p.learners,
        sort,
        created_at: SEED_TIME,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, title] of p.courses.entries()) {
      await trx
        .insertInto('course_package_items')
        .values({ eid: p.eid, package_id: pack.id, course_id: await courseId(trx, p.eid, title), sort: index })
        .execute();
    }
  }

  // The learner's balance (set in demo-data) becomes a ledger entry, so balance = sum of the ledger.
  const learner = await userId(trx, 1, 'learner');
  const { score } = await trx.selectFrom('users').select('score').where('id', '=', learner).executeTakeFirstOrThrow();
  if (score > 0) {
    await trx.updateTable('users').set({ score: 0 }).where('id', '=', learner).execute();
    await changePoints(trx, {
      eid: 1,
      userId: learner,
      delta: score,
      reason: 'seed_grant',
      refKey: 'seed:payments:opening-balance',
      now: SEED_TIME,
    });
  }

  // `sales` bought the points course by card over a year ago: the access has ended ("expired — buy again").
  const sales = await userId(trx, 1, 'sales');
  const coaching = await courseId(trx, 1, 'Coaching conversations (points)');
  const paidAt = SEED_TIME - 400 * DAY;
  const validUntil = paidAt + PURCHASE_VALIDITY_MS;
  const paid = await trx
    .insertInto('orders')
    .values({
      eid: 1,
      user_id: sales,
      order_no: 'pending',
      request_id: 'seed-sales-coaching',
      item_type: 'course',
      item_id: coaching,
      title: 'Coaching conversations (points)',
      pay_method: 'alipay',
      amount_cents: 9900,
      points: 0,
      status: 'paid',
      created_at: paidAt,
      paid_at: paidAt,
      pay_deadline: paidAt + ORDER_PAYMENT_WINDOW_MS,
      valid_until: validUntil,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ order_no: orderNumber(paid.id, paidAt) })
    .where('id', '=', paid.id)
    .execute();
  await trx
    .insertInto('course_enrolments')
    .values({
      eid: 1,
      user_id: sales,
      course_id: coaching,
      source: 'purchased',
      started_at: paidAt,
      last_studied_at: paidAt + DAY,
      last_chapter_id: null,
      completed_at: null,
      access_expires_at: validUntil,
    })
    .execute();

  // And started a card payment for the points pack that was never paid: closed after its hour.
  const packId = (
    await trx
      .selectFrom('course_packages')
      .select('id')
      .where('eid', '=', 1)
      .where('title', '=', 'Leadership points pack')
      .executeTakeFirstOrThrow()
  ).id;
  const openedAt = SEED_TIME - 10 * DAY;
  const unpaid = await trx
    .insertInto('orders')
    .values({
      eid: 1,
      user_id: sales,
      order_no: 'pending-2',
      request_id: 'seed-sales-pack',
      item_type: 'package',
      item_id: packId,
      title: 'Leadership points pack',
      pay_method: 'wxpay',
      amount_cents: 14900,
      points: 0,
      status: 'unpaid',
      created_at: openedAt,
      paid_at: null,
      pay_deadline: openedAt + ORDER_PAYMENT_WINDOW_MS,
      valid_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ order_no: orderNumber(unpaid.id, openedAt) })
    .where('id', '=', unpaid.id)
    .execute();
}
