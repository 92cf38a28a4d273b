import type { Kysely } from 'kysely';
import type { Database, Enterprise } from '../db/schema';

/**
 * Find the caller's enterprise: the envelope's eid when it is not 0; otherwise the host
 * name (an enterprise's custom domain); otherwise the configured default enterprise.
 */
export async function resolveEnterprise(
  db: Kysely<Database>,
  eid: number,
  host: string,
  defaultEid: number,
): Promise<Enterprise | null> {
  if (eid !== 0) {
    return (await db.selectFrom('enterprises').selectAll().where('id', '=', eid).executeTakeFirst()) ?? null;
  }
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const byDomain = await db
    .selectFrom('enterprises')
    .selectAll()
    .where('custom_domain', '=', hostname)
    .executeTakeFirst();
  if (byDomain) return byDomain;
  if (defaultEid === 0) return null;
  return (await db.selectFrom('enterprises').selectAll().where('id', '=', defaultEid).executeTakeFirst()) ?? null;
}
