import { sql } from 'kysely';
import { ErrorCode, type ExchangeList, type ExchangeRecord, type ExchangeResult } from '../../../protocol';
import { forUpdate } from '../../db/engine';
import type { StoredExchangeStatus } from '../../db/schema-mall';
import { AppError } from '../../pipeline/app-error';
import { balanceOf, changePoints, lockLearner } from '../points';
import { exchangeCode, exchangeOrderNumber, isCancellable, loadRecord, presentExchange } from './exchange.presenter';
import type { MallScope } from './mall-scope';
import { HELD_STATUSES, inCollectionTime } from './products.service';

export interface ExchangeInput {
  productId: number;
  quantity: number;
  requestId: string;
  addressId?: number;
}

/**
 * Exchange points for a product, exactly once per (learner, request id): the stock (one
 * conditional UPDATE … WHERE stock >= n), the record and the debit (the ledger keyed by the
 * record) commit together or not at all. The learner's row is locked first, then the product's
 * (PostgreSQL), so fifty learners racing for the last five items queue on the product and exactly
 * five pass the stock condition; a double click finds the first record and is charged nothing.
 */
export async function exchange(scope: MallScope, input: ExchangeInput): Promise<ExchangeResult> {
  const { eid, userId, now } = scope;
  try {
    return await scope.db.transaction().execute(async (trx) => {
      await lockLearner(trx, userId);
      const existing = await trx
        .selectFrom('mall_exchanges')
        .select(['id', 'product_id', 'quantity'])
        .where('user_id', '=', userId)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (existing) {
        if (existing.product_id !== input.productId || existing.quantity !== input.quantity)
          throw new AppError(ErrorCode.MALL_REQUEST_MISMATCH);
        return { record: await loadRecord(trx, existing.id), balance: await balanceOf(trx, userId), replayed: true };
      }

      const product = await trx
        .selectFrom('mall_products')
        .selectAll()
        .where('id', '=', input.productId)
        .$call((q) => forUpdate(trx, q))
        .executeTakeFirst();
      if (!product || product.status !== 'on_shelf') throw new AppError(ErrorCode.MALL_PRODUCT_UNAVAILABLE);
      if (!inCollectionTime(product, now))
        throw new AppError(ErrorCode.MALL_NOT_IN_COLLECTION_TIME, {
          data: { start: product.collect_start, end: product.collect_end },
        });

      let recipient = { recipient: '', phone: '', address: '' };
      if (product.claim_method === 'mail') {
        const address =
          input.addressId === undefined
            ? undefined
            : await trx
                .selectFrom('mall_addresses')
                .select(['recipient', 'phone', 'address'])
                .where('id', '=', input.addressId)
                .where('user_id', '=', userId)
                .executeTakeFirst();
        if (!address) throw new AppError(ErrorCode.MALL_ADDRESS_REQUIRED);
        recipient = address;
      }

      if (product.per_person_limit > 0) {
        const held = await trx
          .selectFrom('mall_exchanges')
          .select((eb) => sql<number>`coalesce(sum(${eb.ref('quantity')}), 0)`.as('n'))
          .where('product_id', '=', product.id)
          .where('user_id', '=', userId)
          .where('status', 'in', [...HELD_STATUSES])
          .executeTakeFirstOrThrow();
        if (Number(held.n) + input.quantity > product.per_person_limit)
          throw new AppError(ErrorCode.MALL_LIMIT_REACHED, {
            data: { limit: product.per_person_limit, held: Number(held.n) },
          });
      }

      // The stock check and the decrement are one statement: no overselling on either engine.
      const taken = await trx
        .updateTable('mall_products')
        .set((eb) => ({
          stock: eb('stock', '-', input.quantity),
          exchanged_count: eb('exchanged_count', '+', input.quantity),
        }))
        .where('id', '=', product.id)
        .where('stock', '>=', input.quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1)
        throw new AppError(ErrorCode.MALL_STOCK_INSUFFICIENT, { data: { stock: product.stock } });

      const points = product.points_price * input.quantity;
      const status: StoredExchangeStatus = product.claim_method === 'pickup' ? 'pending_pickup' : 'exchanged';
      const inserted = await trx
        .insertInto('mall_exchanges')
        .values({
          eid,
          user_id: userId,
          product_id: product.id,
          request_id: input.requestId,
          order_no: `pending-${input.requestId}`,
          product_name: product.name,
          quantity: input.quantity,
          points,
          claim_method: product.claim_method,
          status,
          ...recipient,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { balance } = await changePoints(trx, {
        eid,
        userId,
        delta: -points,
        reason: 'mall_exchange',
        refKey: `mall-exchange:${inserted.id}`,
        now,
      });
      await trx
        .updateTable('mall_exchanges')
        .set({
          order_no: exchangeOrderNumber(inserted.id, now),
          exchange_code: product.claim_method === 'pickup' ? exchangeCode(inserted.id) : '',
        })
        .where('id', '=', inserted.id)
        .execute();
      return { record: await loadRecord(trx, inserted.id), balance, replayed: false };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.POINTS_INSUFFICIENT) {
      const balance = Number(error.data?.balance ?? 0);
      const needed = Number(error.data?.needed ?? 0);
      throw new AppError(ErrorCode.POINTS_INSUFFICIENT, {
        data: { balance, needed, missing: Math.max(0, needed - balance) },
      });
    }
    // Another connection inserted the same (user, request id) first (PostgreSQL): the retry reads it.
    if (!(error instanceof AppError) && /unique|duplicate key/i.test(String((error as Error)?.message)))
      throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
    throw error;
  }
}

/**
 * The learner's records, newest first: the page and the count read mall_exchanges alone (index
 * eid, user_id, id), then the page's products are read by id, so the cost follows the page, not
 * the table (bench/growth.ts).
 */
export async function listExchanges(
  scope: MallScope,
  params: { status?: StoredExchangeStatus; page: number; pageSize: number },
): Promise<ExchangeList> {
  let base = scope.db.selectFrom('mall_exchanges').where('mall_exchanges.user_id', '=', scope.userId);
  if (params.status) base = base.where('mall_exchanges.status', '=', params.status);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // The products joined to the page (by primary key, one per record): a separate `id IN (…)`
  // lookup let SQLite's planner walk the enterprise's products index instead (decision 0066).
  const rows = await base
    .leftJoin('mall_products as p', 'p.id', 'mall_exchanges.product_id')
    .selectAll('mall_exchanges')
    .select([
      'p.id as p_id',
      'p.images as p_images',
      'p.pickup_place as p_pickup_place',
      'p.collect_start as p_collect_start',
      'p.collect_end as p_collect_end',
    ])
    .orderBy('mall_exchanges.id', 'desc')
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  const missing = { images: '[]', pickup_place: '', collect_start: null, collect_end: null };
  const productOf = (row: (typeof rows)[number]) =>
    row.p_id === null
      ? missing
      : {
          images: row.p_images ?? '[]',
          pickup_place: row.p_pickup_place ?? '',
          collect_start: row.p_collect_start,
          collect_end: row.p_collect_end,
        };
  return {
    page: params.page,
    pageSize: params.pageSize,
    total: Number(count.n),
    list: rows.map((row) => presentExchange(row, productOf(row))),
  };
}

/**
 * Cancel one's own record: the status moves once (a conditional UPDATE on the status it had), and
 * only the move gives the stock back and credits the points (ledger key of the record's refund).
 */
export async function cancelExchange(
  scope: MallScope,
  id: number,
): Promise<{ record: ExchangeRecord; balance: number }> {
  const { eid, userId, now } = scope;
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, userId);
    const row = await trx
      .selectFrom('mall_exchanges')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .$call((q) => forUpdate(trx, q))
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    if (!isCancellable(row)) throw new AppError(ErrorCode.MALL_EXCHANGE_NOT_CANCELLABLE);
    const moved = await trx
      .updateTable('mall_exchanges')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.MALL_EXCHANGE_NOT_CANCELLABLE);
    await trx
      .updateTable('mall_products')
      .set((eb) => ({
        stock: eb('stock', '+', row.quantity),
        exchanged_count: eb('exchanged_count', '-', row.quantity),
      }))
      .where('id', '=', row.product_id)
      .execute();
    const { balance } = await changePoints(trx, {
      eid,
      userId,
      delta: row.points,
      reason: 'mall_exchange_refund',
      refKey: `mall-exchange-refund:${row.id}`,
      now,
    });
    return { record: await loadRecord(trx, id), balance };
  });
}
