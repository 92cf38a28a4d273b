import {
  ErrorCode,
  isWellFormedRecipientPhone,
  MAX_ADDRESSES,
  type AddressList,
  type ShippingAddress,
} from '../../../protocol';
import type { MallAddress } from '../../db/schema-mall';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import type { MallScope } from './mall-scope';

function present(row: MallAddress): ShippingAddress {
  return {
    id: row.id,
    recipient: row.recipient,
    phone: row.phone,
    address: row.address,
    isDefault: row.is_default === 1,
  };
}

/** The learner's addresses, the default first, then newest first. */
export async function listAddresses(scope: MallScope): Promise<AddressList> {
  const rows = await scope.db
    .selectFrom('mall_addresses')
    .selectAll()
    .where('user_id', '=', scope.userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { list: rows.map(present), limit: MAX_ADDRESSES };
}

export interface AddressInput {
  id?: number;
  recipient: string;
  phone: string;
  address: string;
  isDefault: 'Y' | 'N';
}

/**
 * Add or edit an address. The count and the insert run with the learner's row locked, so ten
 * parallel adds past nine addresses still leave ten; the first address is the default, and a new
 * default takes the flag from the old one in the same transaction (always exactly one).
 */
export async function saveAddress(scope: MallScope, input: AddressInput): Promise<{ address: ShippingAddress }> {
  const phone = input.phone.replace(/\s+/g, ' ').trim();
  if (!isWellFormedRecipientPhone(phone))
    throw new AppError(ErrorCode.MALL_PHONE_INVALID, { data: { field: 'phone' } });
  const { userId, now } = scope;
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, userId);
    const mine = await trx
      .selectFrom('mall_addresses')
      .select(['id', 'is_default'])
      .where('user_id', '=', userId)
      .execute();
    let id = input.id;
    const makeDefault = input.isDefault === 'Y' || mine.length === 0 || (mine.length === 1 && mine[0]!.id === id);
    if (makeDefault)
      await trx
        .updateTable('mall_addresses')
        .set({ is_default: 0 })
        .where('user_id', '=', userId)
        .where('is_default', '=', 1)
        .execute();
    const fields = { recipient: input.recipient, phone, address: input.address, updated_at: now };
    if (id === undefined) {
      if (mine.length >= MAX_ADDRESSES)
        throw new AppError(ErrorCode.MALL_ADDRESS_LIMIT, { data: { limit: MAX_ADDRESSES } });
      const inserted = await trx
        .insertInto('mall_addresses')
        .values({ eid: scope.eid, user_id: userId, ...fields, is_default: makeDefault ? 1 : 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    } else {
      const current = mine.find((row) => row.id === id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      await trx
        .updateTable('mall_addresses')
        .set({ ...fields, is_default: makeDefault ? 1 : current.is_default })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    }
    const row = await trx.selectFrom('mall_addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { address: present(row) };
  });
}

/** Delete one's own address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(scope: MallScope, id: number): Promise<{ deleted: boolean }> {
  const { userId } = scope;
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, userId);
    const row = await trx
      .selectFrom('mall_addresses')
      .select(['id', 'is_default'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await trx.deleteFrom('mall_addresses').where('id', '=', id).where('user_id', '=', userId).execute();
    if (row.is_default === 1) {
      const next = await trx
        .selectFrom('mall_addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (next) await trx.updateTable('mall_addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
    return { deleted: true };
  });
}
