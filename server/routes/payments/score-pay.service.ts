import type { Kysely } from 'kysely';
import { ErrorCode, ORDER_PAYMENT_WINDOW_MS, PURCHASE_VALIDITY_MS, type ScorePayResult } from '../../../protocol';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { balanceOf, changePoints, lockLearner } from '../points';
import { enrolPurchase } from './enrol-purchase';
import { orderNumber, presentOrder } from './order.presenter';
import { itemOwnership, loadPurchasable, purchaseBlock, type ItemRef } from './purchasable';

export interface PayScope {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: number;
}

const REFUSAL = {
  free: ErrorCode.PAYMENT_ITEM_FREE,
  admin_purchase_only: ErrorCode.PAYMENT_ADMIN_PURCHASE_ONLY,
  points_not_accepted: ErrorCode.PAYMENT_POINTS_NOT_ACCEPTED,
  already_owned: ErrorCode.PAYMENT_ALREADY_OWNED,
} as const;

/**
 * Buy a course or a package with points, exactly once per (learner, request id): the order,
 * the debit (keyed by the order), the enrolments and the order.paid event commit together or
 * not at all. A repeat of a paid request answers with the same order and charges nothing.
 */
export async function payWithPoints(scope: PayScope, input: ItemRef & { requestId: string }): Promise<ScorePayResult> {
  const { eid, userId, now } = scope;
  try {
    return await scope.db.transaction().execute(async (trx) => {
      // One learner's purchases are decided one at a time (PostgreSQL: the learner's row is locked;
      // SQLite serialises writers anyway): a parallel repeat finds the first order, a second tab
      // finds the course owned, and neither is charged twice.
      await lockLearner(trx, userId);
      const existing = await trx
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (existing) {
        const sameItem =
          existing.item_type === (input.courseId !== undefined ? 'course' : 'package') &&
          existing.item_id === (input.courseId ?? input.packageId);
        if (!sameItem) throw new AppError(ErrorCode.PAYMENT_REQUEST_MISMATCH);
        return { order: presentOrder(existing, now), balance: await balanceOf(trx, userId), replayed: true };
      }

      const item = await loadPurchasable(trx, { eid, userId }, input);
      const ownership = await itemOwnership(trx, userId, item, now);
      // Insufficient points is left to changePoints, the one place that knows the balance for sure.
      const block = purchaseBlock(item, ownership, Number.POSITIVE_INFINITY);
      if (block === 'already_owned')
        throw new AppError(ErrorCode.PAYMENT_ALREADY_OWNED, { data: { validUntil: ownership.until } });
      if (block && block !== 'insufficient_points') throw new AppError(REFUSAL[block]);

      const inserted = await trx
        .insertInto('orders')
        .values({
          eid,
          user_id: userId,
          order_no: `pending-${input.requestId}`,
          request_id: input.requestId,
          item_type: item.type,
          item_id: item.id,
          title: item.title,
          pay_method: 'points',
          amount_cents: 0,
          points: item.pointsPrice,
          status: 'unpaid',
          created_at: now,
          paid_at: null,
          pay_deadline: now + ORDER_PAYMENT_WINDOW_MS,
          valid_until: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const orderId = inserted.id;
      const { balance } = await changePoints(trx, {
        eid,
        userId,
        delta: -item.pointsPrice,
        reason: item.type === 'course' ? 'course_purchase' : 'package_purchase',
        refKey: `order:${orderId}`,
        now,
      });
      const validUntil = now + PURCHASE_VALIDITY_MS;
      await trx
        .updateTable('orders')
        .set({ order_no: orderNumber(orderId, now), status: 'paid', paid_at: now, valid_until: validUntil })
        .where('id', '=', orderId)
        .execute();
      await enrolPurchase(trx, eid, userId, item.courses, validUntil, now);
      if (item.type === 'package' && ownership.expiredAt === null) {
        await trx
          .updateTable('course_packages')
          .set((eb) => ({ learner_count: eb('learner_count', '+', 1) }))
          .where('id', '=', item.id)
          .execute();
      }
      await emitDomainEvent(trx, { type: 'order.paid', eid, at: now, orderId, userId, title: item.title });
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      return { order: presentOrder(order, now), balance, replayed: false };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.POINTS_INSUFFICIENT) {
      const balance = Number(error.data?.balance ?? 0);
      const needed = Number(error.data?.needed ?? 0);
      throw new AppError(ErrorCode.POINTS_INSUFFICIENT, {
        data: { balance, needed, missing: Math.max(0, needed - balance) },
      });
    }
    // Another process inserted the same (user, request id) first (PostgreSQL): the retry reads it.
    if (!(error instanceof AppError) && /unique|duplicate key/i.test(String((error as Error)?.message)))
      throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
    throw error;
  }
}
