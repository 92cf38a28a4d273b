import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ExchangeRecord } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { MallExchange } from '../../db/schema-mall';
import { parseImages } from './mall-scope';

export interface ProductSide {
  images: string;
  pickup_place: string;
  collect_start: number | null;
  collect_end: number | null;
}

/**
 * The learner may cancel until the thing leaves the counter or the warehouse: a pickup not yet
 * collected, a mailed product without a tracking number.
 */
export function isCancellable(row: Pick<MallExchange, 'status' | 'claim_method' | 'tracking_no'>): boolean {
  if (row.claim_method === 'pickup') return row.status === 'pending_pickup';
  return row.status === 'exchanged' && row.tracking_no === '';
}

export function presentExchange(row: MallExchange, product: ProductSide): ExchangeRecord {
  return {
    id: row.id,
    orderNo: row.order_no,
    exchangeCode: row.exchange_code,
    status: row.status,
    productId: row.product_id,
    productName: row.product_name,
    cover: parseImages(product.images)[0] ?? '',
    quantity: row.quantity,
    points: row.points,
    claimMethod: row.claim_method,
    courierCompany: row.courier_company,
    trackingNo: row.tracking_no,
    recipient: row.recipient,
    phone: row.phone,
    address: row.address,
    pickupPlace: product.pickup_place,
    collectStart: product.collect_start,
    collectEnd: product.collect_end,
    createdAt: row.created_at,
    cancellable: isCancellable(row),
  };
}

/** One record with its product's side, for answers. */
export async function loadRecord(db: Kysely<Database> | Transaction<Database>, id: number): Promise<ExchangeRecord> {
  const row = await db.selectFrom('mall_exchanges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('mall_products')
    .select(['images', 'pickup_place', 'collect_start', 'collect_end'])
    .where('id', '=', row.product_id)
    .executeTakeFirstOrThrow();
  return presentExchange(row, product);
}

/** Readable, sortable, unique per enterprise: EX + UTC date + the record's id. */
export function exchangeOrderNumber(id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `EX${day}${String(id).padStart(8, '0')}`;
}

// No 0/O, 1/I/L: read aloud at a counter.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * The code shown at collection: four random letters (not guessable from another learner's code)
 * followed by the record's id in the same alphabet (unique without a retry loop).
 */
export function exchangeCode(id: number): string {
  let random = '';
  for (let i = 0; i < 4; i += 1) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  let rest = '';
  let n = id;
  do {
    rest = CODE_ALPHABET[n % CODE_ALPHABET.length] + rest;
    n = Math.floor(n / CODE_ALPHABET.length);
  } while (n > 0);
  return `${random}${rest.padStart(4, '2')}`;
}
