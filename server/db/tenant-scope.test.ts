import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratedDatabase, type TestDatabase } from '../test-support/test-database';
import type { Database } from './schema';
import { crossTenant, forTenant, guardTenantTables, TenantScopeError } from './tenant-scope';
import { PLATFORM_TABLES, TENANT_TABLES } from './tenant-tables';

let raw: Kysely<Database>;
let test: TestDatabase;

async function category(eid: number, name: string): Promise<number> {
  const row = await crossTenant(raw)
    .insertInto('course_categories')
    .values({ eid, parent_id: 0, code: name, name, sort: 0 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeEach(async () => {
  test = await migratedDatabase();
  raw = test.db;
});
afterEach(async () => test.close());

describe('tenant tables', () => {
  it('lists every table with an eid column, and only those', async () => {
    // Kysely's introspection reads either engine's catalogue (Kysely's own migration tables left out).
    const tables = await raw.introspection.getTables();
    expect(tables.length).toBeGreaterThan(40);
    for (const { name, columns } of tables) {
      const hasEid = columns.some((column) => column.name === 'eid');
      expect({ name, tenant: TENANT_TABLES.has(name) }).toEqual({ name, tenant: hasEid });
      if (!hasEid) expect({ name, platform: PLATFORM_TABLES.has(name) }).toEqual({ name, platform: true });
    }
  });
});

describe('tenant scope', () => {
  it('reads only its own enterprise, in FROM, joins, subqueries and EXISTS', async () => {
    const mine = await category(1, 'mine');
    const theirs = await category(2, 'theirs');
    const db = forTenant(raw, 1);
    expect((await db.selectFrom('course_categories').select('id').execute()).map((r) => r.id)).toEqual([mine]);
    expect(
      await db.selectFrom('course_categories').select('id').where('id', '=', theirs).executeTakeFirst(),
    ).toBeUndefined();
    const aliased = await db.selectFrom('course_categories as c').select('c.id').execute();
    expect(aliased.map((r) => r.id)).toEqual([mine]);
    const left = await db
      .selectFrom('course_categories as a')
      .leftJoin('course_categories as b', (join) => join.onTrue())
      .select(['a.id as a', 'b.id as b'])
      .execute();
    expect(left).toEqual([{ a: mine, b: mine }]);
    const nested = await db
      .selectFrom('course_categories as a')
      .select((eb) => eb.selectFrom('course_categories').select(eb.fn.countAll<number>().as('n')).as('n'))
      .execute();
    expect(nested).toEqual([{ n: 1 }]);
    const exists = await forTenant(raw, 2)
      .selectFrom('course_categories as a')
      .select('a.id')
      .where((eb) => eb.exists(eb.selectFrom('course_categories as b').select('b.id').where('b.id', '=', mine)))
      .execute();
    expect(exists).toEqual([]);
  });

  it('updates and deletes only its own rows, and never moves a row to another enterprise', async () => {
    const mine = await category(1, 'mine');
    const theirs = await category(2, 'theirs');
    const db = forTenant(raw, 1);
    await db.updateTable('course_categories').set({ name: 'renamed' }).execute();
    await db.deleteFrom('course_categories').where('id', '=', theirs).execute();
    const all = await crossTenant(raw).selectFrom('course_categories').select(['id', 'name']).orderBy('id').execute();
    expect(all).toEqual([
      { id: mine, name: 'renamed' },
      { id: theirs, name: 'theirs' },
    ]);
    await expect(
      db
        .updateTable('course_categories')
        .set({ eid: 2 } as never)
        .execute(),
    ).rejects.toThrow(TenantScopeError);
  });

  it('fills in eid on insert and refuses a row of another enterprise', async () => {
    const db = forTenant(raw, 3);
    const row = await db
      .insertInto('course_categories')
      .values({ parent_id: 0, code: 'filled', name: 'filled', sort: 0 } as never)
      .returning(['id', 'eid'])
      .executeTakeFirstOrThrow();
    expect(row.eid).toBe(3);
    await expect(
      db
        .insertInto('course_categories')
        .values({ eid: 4, parent_id: 0, code: 'x', name: 'x', sort: 0 } as never)
        .execute(),
    ).rejects.toThrow(TenantScopeError);
    await db
      .insertInto('course_categories')
      .values({ eid: 3, parent_id: 0, code: 'named', name: 'named', sort: 0 } as never)
      .execute();
    expect(await db.selectFrom('course_categories').select('name').orderBy('id').execute()).toEqual([
      { name: 'filled' },
      { name: 'named' },
    ]);
  });

  it('keeps an upsert from updating a conflicting row of another enterprise', async () => {
    const theirs = await category(2, 'theirs');
    await forTenant(raw, 1)
      .insertInto('course_categories')
      .values({ id: theirs, parent_id: 0, code: 'over', name: 'taken over', sort: 0 } as never)
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: 'taken over' }))
      .execute();
    const row = await crossTenant(raw)
      .selectFrom('course_categories')
      .select(['eid', 'name'])
      .where('id', '=', theirs)
      .executeTakeFirst();
    expect(row).toEqual({ eid: 2, name: 'theirs' });
  });

  it('carries its scope into transactions', async () => {
    await category(1, 'mine');
    await category(2, 'theirs');
    const names = await forTenant(raw, 2)
      .transaction()
      .execute((trx) => trx.selectFrom('course_categories').select('name').execute());
    expect(names).toEqual([{ name: 'theirs' }]);
  });

  it('guards the root handle: a tenant table outside a scope is refused, a platform table is not', async () => {
    const guarded = guardTenantTables(raw);
    await expect(guarded.selectFrom('course_categories').selectAll().execute()).rejects.toThrow(TenantScopeError);
    await expect(guarded.selectFrom('enterprises').select('id').execute()).resolves.toEqual([]);
    await expect(
      guarded
        .selectFrom('enterprises')
        .select((eb) => eb.selectFrom('users').select('id').limit(1).as('u'))
        .execute(),
    ).rejects.toThrow(TenantScopeError);
    await expect(sql`SELECT 1`.execute(guarded)).rejects.toThrow(TenantScopeError);
    // A scope or a named cross-tenant handle derived from the guarded one works.
    await category(1, 'mine');
    expect(await forTenant(guarded, 1).selectFrom('course_categories').select('name').execute()).toHaveLength(1);
    expect(await crossTenant(guarded).selectFrom('course_categories').select('name').execute()).toHaveLength(1);
  });
});
