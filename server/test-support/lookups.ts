import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forTenant } from '../db/tenant-scope';

/**
 * The id of a seeded person by account, read through the tenant scope like the services read
 * (decision 0033): one lookup for every area's tests instead of one hand-written `eid` filter each.
 */
export async function accountUserId(db: Kysely<Database>, eid: number, account: string): Promise<number> {
  const row = await forTenant(db, eid)
    .selectFrom('users')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}
