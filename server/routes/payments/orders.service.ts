import type { Kysely } from 'kysely';
import { ErrorCode, type Order, type OrderListResult } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { OrderRow } from '../../db/schema-payments';
import { AppError } from '../../pipeline/app-error';
import { presentOrder } from './order.presenter';

interface Scope {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: number;
}

/** Which items of unpaid orders are still on the shelf (only they can still be paid). */
async function onShelf(db: Kysely<Database>, rows: OrderRow[]): Promise<Set<string>> {
  const unpaid = rows.filter((r) => r.status === 'unpaid');
  const shelf = new Set<string>();
  const courseIds = unpaid.filter((r) => r.item_type === 'course').map((r) => r.item_id);
  const packageIds = unpaid.filter((r) => r.item_type === 'package').map((r) => r.item_id);
  if (courseIds.length > 0) {
    for (const c of await db
      .selectFrom('courses')
      .select('id')
      .where('id', 'in', courseIds)
      .where('status', '=', 'published')
      .execute())
      shelf.add(`course:${c.id}`);
  }
  if (packageIds.length > 0) {
    for (const p of await db
      .selectFrom('course_packages')
      .select('id')
      .where('id', 'in', packageIds)
      .where('status', '=', 'published')
      .execute())
      shelf.add(`package:${p.id}`);
  }
  return shelf;
}

async function present(scope: Scope, rows: OrderRow[]): Promise<Order[]> {
  const shelf = await onShelf(scope.db, rows);
  return rows.map((r) => presentOrder(r, scope.now, r.status !== 'unpaid' || shelf.has(`${r.item_type}:${r.item_id}`)));
}

/** The learner's own orders, newest first. */
export async function listOrders(scope: Scope, page: number, pageSize: number): Promise<OrderListResult> {
  const base = scope.db.selectFrom('orders').where('user_id', '=', scope.userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { list: await present(scope, rows), total: Number(n), page, pageSize };
}

/** /v1/pay/index/check-order: one of the learner's own orders; anyone else's is NOT_FOUND. */
export async function checkOrder(scope: Scope, orderNo: string): Promise<Order> {
  const row = await scope.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', scope.userId)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return (await present(scope, [row]))[0]!;
}
