import { sql, type Kysely } from 'kysely';
import {
  ASSIGNMENT_LIMITS,
  ErrorCode,
  PURCHASE_VALIDITY_MS,
  type AssignAudience,
  type PurchasableCourse,
  type MemberPurchaseResult,
  type MemberPurchaseRow,
} from '../../../protocol';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { grantCourseToMember, membersOwning } from '../payments';
import type { AdminScope } from './assign.service';
import { resolveAudience } from './audience.service';

type Db = Kysely<Database>;

/** Paid courses on the shelf, those members cannot buy themselves first (spec 001 §6). */
export async function purchasableCourses(db: Db, keyword: string): Promise<PurchasableCourse[]> {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'price_cents', 'personal_purchase'])
    .where('status', '=', 'published')
    .where('fee_type', '=', 'paid')
    .$if(keyword !== '', (q) => q.where(likeInsensitive(sql.ref('title'), containsPattern(keyword))))
    .orderBy('personal_purchase')
    .orderBy('id', 'desc')
    .limit(ASSIGNMENT_LIMITS.pickerSize)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    priceCents: r.price_cents,
    adminOnly: Number(r.personal_purchase) !== 1,
  }));
}

async function resultOf(db: Db, id: number, created: boolean): Promise<MemberPurchaseResult> {
  const p = await db.selectFrom('admin_course_purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    id: p.id,
    created,
    seats: p.seats,
    alreadyOwned: p.already_owned,
    amountCents: p.amount_cents,
    validUntil: p.valid_until,
  };
}

/**
 * The enterprise buys a paid course for an audience (decision 0055): members who can study it
 * already are not paid for; the others get a year's access as a personal purchase gives, and a
 * message. The purchase is recorded once per request id (a double click or a retry is one
 * purchase; the same id with another course or audience is still that one purchase), then each
 * member is granted in their own transaction; the seats and amount are settled from the grants.
 */
export async function purchaseForMembers(
  scope: AdminScope,
  input: { courseId: number; requestId: string } & AssignAudience,
): Promise<MemberPurchaseResult> {
  const { db, eid, now } = scope;
  const earlier = await db
    .selectFrom('admin_course_purchases')
    .select('id')
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (earlier) return resultOf(db, earlier.id, false);
  const course = await db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', input.courseId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!course) throw new AppError(ErrorCode.NOT_FOUND);
  if (course.fee_type !== 'paid') throw new AppError(ErrorCode.ASSIGN_NOT_FOR_SALE);
  const learners = await resolveAudience(db, input);
  const owning = await membersOwning(db, course.id, learners, now);
  const toBuy = learners.filter((id) => !owning.has(id));
  if (toBuy.length === 0) {
    // The twin of a double submit may have bought for them a moment ago: that purchase is the answer.
    const twin = await db
      .selectFrom('admin_course_purchases')
      .select('id')
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (twin) return resultOf(db, twin.id, false);
    throw new AppError(ErrorCode.ASSIGN_ALL_OWNED);
  }
  const validUntil = now + PURCHASE_VALIDITY_MS;
  const inserted = await db
    .insertInto('admin_course_purchases')
    .values({
      eid,
      course_id: course.id,
      title: course.title,
      price_cents: course.price_cents,
      seats: toBuy.length,
      already_owned: owning.size,
      amount_cents: course.price_cents * toBuy.length,
      valid_until: validUntil,
      request_id: input.requestId,
      created_by: scope.adminId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['eid', 'request_id']).doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom('admin_course_purchases')
    .select('id')
    .where('request_id', '=', input.requestId)
    .executeTakeFirstOrThrow();
  // The twin of a double submit found the row first: it grants, this answer reports.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return resultOf(db, row.id, false);
  let seats = 0;
  for (const userId of toBuy) {
    const outcome = await grantCourseToMember(db, { eid, userId, course, purchaseId: row.id, validUntil, now });
    if (outcome !== 'granted') continue;
    seats += 1;
    await db
      .insertInto('admin_course_purchase_learners')
      .values({ eid, purchase_id: row.id, user_id: userId })
      .onConflict((oc) => oc.columns(['purchase_id', 'user_id']).doNothing())
      .execute();
  }
  // Someone bought it meanwhile: the enterprise pays only for the seats it gave.
  if (seats !== toBuy.length) {
    await db
      .updateTable('admin_course_purchases')
      .set({
        seats,
        already_owned: learners.length - seats,
        amount_cents: course.price_cents * seats,
      })
      .where('id', '=', row.id)
      .execute();
  }
  return resultOf(db, row.id, true);
}

/** Past purchases for members, newest first, with how many of those paid for finished the course. */
export async function listPurchases(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<{ page: number; pageSize: number; total: number; capped: boolean; list: MemberPurchaseRow[] }> {
  // Counted up to the cap, as the assignments' list (decision 0055).
  const total = await db
    .selectFrom(
      db
        .selectFrom('admin_course_purchases')
        .select('id')
        .limit(ASSIGNMENT_LIMITS.listTotalCap + 1)
        .as('c'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counted = Number(total.n);
  const rows = await db
    .selectFrom('admin_course_purchases as p')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'p.created_by'))
    .select(['p.id', 'p.course_id', 'p.title', 'p.seats', 'p.amount_cents', 'p.valid_until', 'p.created_at'])
    .select(['u.username', 'u.account'])
    .select((eb) =>
      eb
        .selectFrom('admin_course_purchase_learners as l')
        .innerJoin('course_enrolments as e', (join) =>
          join.onRef('e.user_id', '=', 'l.user_id').onRef('e.course_id', '=', 'p.course_id'),
        )
        .select((i) => i.fn.countAll<number>().as('n'))
        .whereRef('l.purchase_id', '=', 'p.id')
        .where('e.completed_at', 'is not', null)
        .as('completed'),
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(counted, ASSIGNMENT_LIMITS.listTotalCap),
    capped: counted > ASSIGNMENT_LIMITS.listTotalCap,
    list: rows.map((r) => ({
      id: r.id,
      courseId: r.course_id,
      title: r.title,
      seats: r.seats,
      amountCents: r.amount_cents,
      validUntil: r.valid_until,
      createdAt: r.created_at,
      createdBy: r.username || r.account || '',
      completed: Number(r.completed ?? 0),
    })),
  };
}
