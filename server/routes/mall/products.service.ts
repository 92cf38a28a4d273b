import { sql } from 'kysely';
import { ErrorCode, type ProductDetail, type ProductList, type ProductSummary } from '../../../protocol';
import type { ProductListParams } from '../../../protocol';
import type { MallProduct } from '../../db/schema-mall';
import { AppError } from '../../pipeline/app-error';
import { balanceOf } from '../points';
import { parseImages, type MallScope } from './mall-scope';
import { readCount } from '../../db/list-counts';
import { affordableCount } from './affordable-count';

/** Units a learner holds of a product: every record not cancelled or returned. */
export const HELD_STATUSES = ['pending_pickup', 'exchanged'] as const;

export function presentSummary(row: MallProduct): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    cover: parseImages(row.images)[0] ?? '',
    pointsPrice: row.points_price,
    stock: row.stock,
    perPersonLimit: row.per_person_limit,
    claimMethod: row.claim_method,
    categoryId: row.category_id,
    exchangedCount: row.exchanged_count,
  };
}

export function inCollectionTime(
  row: Pick<MallProduct, 'claim_method' | 'collect_start' | 'collect_end'>,
  now: number,
) {
  if (row.claim_method !== 'pickup') return true;
  if (row.collect_start !== null && now < row.collect_start) return false;
  if (row.collect_end !== null && now > row.collect_end) return false;
  return true;
}

/** /shopMall: products on the shelf by category, sorted by points or the enterprise's order, "I can afford". */
export async function listProducts(
  scope: MallScope,
  params: Required<Pick<ProductListParams, 'sort' | 'affordable'>> & {
    categoryId?: number;
    page: number;
    pageSize: number;
  },
): Promise<ProductList> {
  const { db } = scope;
  const balance = await balanceOf(db, scope.userId);
  let base = db.selectFrom('mall_products').where('status', '=', 'on_shelf');
  if (params.categoryId !== undefined) base = base.where('category_id', '=', params.categoryId);
  if (params.affordable === 'Y') base = base.where('points_price', '<=', balance);
  // The shelf's total is a counter kept on write (migration 0044, decision 0059); "I can afford"
  // adds up the price-bucket counters under the balance (migration 0048, decision 0066).
  const count =
    params.affordable === 'Y'
      ? { n: await affordableCount(db, balance, params.categoryId) }
      : {
          n: await readCount(
            db,
            'mall_products',
            'on',
            params.categoryId === undefined ? undefined : (key) => key === `c${params.categoryId}`,
          ),
        };
  let query = base.selectAll();
  if (params.sort === 'points_asc') query = query.orderBy('points_price', 'asc');
  else if (params.sort === 'points_desc') query = query.orderBy('points_price', 'desc');
  else query = query.orderBy('sort', 'asc');
  const rows = await query
    .orderBy('id', 'asc')
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  const categories = await db
    .selectFrom('mall_categories')
    .select(['id', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return {
    page: params.page,
    pageSize: params.pageSize,
    total: Number(count.n),
    list: rows.map(presentSummary),
    categories,
    balance,
  };
}

export async function heldUnits(scope: Pick<MallScope, 'db' | 'userId'>, productId: number): Promise<number> {
  const row = await scope.db
    .selectFrom('mall_exchanges')
    .select((eb) => sql<number>`coalesce(sum(${eb.ref('quantity')}), 0)`.as('n'))
    .where('product_id', '=', productId)
    .where('user_id', '=', scope.userId)
    .where('status', 'in', [...HELD_STATUSES])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** /shopMall/shopDetail/{id}. */
export async function productDetail(
  scope: MallScope,
  id: number,
): Promise<{ product: ProductDetail; balance: number }> {
  const row = await scope.db
    .selectFrom('mall_products')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'on_shelf')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.MALL_PRODUCT_UNAVAILABLE);
  return {
    product: {
      ...presentSummary(row),
      description: row.description,
      images: parseImages(row.images),
      pickupPlace: row.pickup_place,
      collectStart: row.collect_start,
      collectEnd: row.collect_end,
      exchangedByMe: await heldUnits(scope, id),
      inCollectionTime: inCollectionTime(row, scope.now),
    },
    balance: await balanceOf(scope.db, scope.userId),
  };
}
