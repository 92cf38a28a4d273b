import { centsToMoney, type Order, type OrderState } from '../../../protocol';
import type { OrderRow } from '../../db/schema-payments';

/**
 * Row → wire. An unpaid order whose item left the shelf is 'off_shelf'; one past its one-hour
 * window is 'closed' (spec 001 §8 "pay within one hour or re-order").
 */
export function presentOrder(row: OrderRow, now: number, itemOnShelf = true): Order {
  let state: OrderState = row.status;
  if (row.status === 'unpaid' && !itemOnShelf) state = 'off_shelf';
  else if (row.status === 'unpaid' && row.pay_deadline <= now) state = 'closed';
  return {
    orderNo: row.order_no,
    itemType: row.item_type,
    itemId: row.item_id,
    title: row.title,
    payMethod: row.pay_method,
    amount: centsToMoney(row.amount_cents),
    points: row.points,
    state,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    payDeadline: row.status === 'unpaid' ? row.pay_deadline : null,
    validUntil: row.valid_until,
    ended: row.status === 'paid' && row.valid_until !== null && row.valid_until <= now,
  };
}

/** Readable, sortable, unique per enterprise: LP + UTC date + the order's id. */
export function orderNumber(id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `LP${day}${String(id).padStart(8, '0')}`;
}
