import type { Kysely } from 'kysely';
import { centsToMoney, PURCHASE_VALIDITY_MS, type PurchaseQuote } from '../../../protocol';
import type { Database } from '../../db/schema';
import { balanceOf } from '../points';
import { itemOwnership, loadPurchasable, purchaseBlock, type ItemRef } from './purchasable';

/** apiCourse/coursepackPrice: what the item costs this learner and whether they can buy it now. */
export async function quotePurchase(
  scope: { db: Kysely<Database>; eid: number; userId: number; now: number },
  ref: ItemRef,
): Promise<PurchaseQuote> {
  const { db, eid, userId, now } = scope;
  const item = await loadPurchasable(db, { eid, userId }, ref);
  const ownership = await itemOwnership(db, userId, item, now);
  const balance = await balanceOf(db, userId);
  return {
    itemType: item.type,
    itemId: item.id,
    title: item.title,
    feeType: item.feeType,
    price: centsToMoney(item.priceCents),
    pointsPrice: item.pointsPrice,
    personalPurchase: item.personalPurchase,
    balance,
    owned: ownership.owned,
    ownedUntil: ownership.until,
    expiredAt: ownership.owned ? null : ownership.expiredAt,
    ownedCourseIds: ownership.ownedCourseIds,
    validUntilIfBought: now + PURCHASE_VALIDITY_MS,
    block: purchaseBlock(item, ownership, balance),
  };
}
