import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { crossTenant } from '../tenant-scope';
import { seededDatabase } from '../../test-support/test-app';

/*
 * The demo seed gives enterprises and portals fixed ids. On PostgreSQL an identity column does not
 * notice explicit ids, so the seed moves each sequence past them (resetIdentitySequences); without
 * that, the first enterprise or portal created afterwards collides with enterprise 1 / portal 1.
 */
describe('after the demo seed, new rows get fresh ids', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await seededDatabase());
  });
  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  it('creates an enterprise and a portal without naming their ids', async () => {
    const before = await db
      .selectFrom('enterprises')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const enterprise = await db
      .insertInto('enterprises')
      .values({ name: 'Fresh Corp', expires_at: Date.UTC(2099, 0, 1), created_at: Date.UTC(2026, 0, 1) } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(enterprise.id).toBeGreaterThan(Number(before.max));
    const portal = await crossTenant(db)
      .insertInto('user_portals')
      .values({ eid: enterprise.id, name: 'Fresh portal' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(portal.id).toBeGreaterThan(0);
    const portals = await crossTenant(db).selectFrom('user_portals').select('id').where('id', '=', portal.id).execute();
    expect(portals).toHaveLength(1);
  });
});
