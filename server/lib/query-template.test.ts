import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forTenant } from '../db/tenant-scope';
import { seededDatabase } from '../test-support/test-app';
import { QueryTemplate } from './query-template';

let test: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  test = await seededDatabase();
});
afterAll(async () => {
  await test.db.destroy();
  await test.drop();
});

const userById = new QueryTemplate<[number], { id: number; eid: number }>((db, [id]) =>
  db.selectFrom('users').select(['id', 'eid']).where('id', '=', id),
);

async function someUsers() {
  const rows = await test.db.withoutPlugins().selectFrom('users').select(['id', 'eid']).orderBy('id').execute();
  const one = rows.filter((r) => r.eid === 1);
  const two = rows.find((r) => r.eid !== 1)!;
  return { a: one[0]!, b: one[1]!, other: two };
}

describe('QueryTemplate (compiled once, run with new values)', () => {
  it('binds each call its own values', async () => {
    const { a, b } = await someUsers();
    const scoped = forTenant(test.db, 1);
    expect(await userById.execute(scoped, scoped, [a.id])).toEqual([a]);
    expect(await userById.execute(scoped, scoped, [b.id])).toEqual([b]);
  });

  it('keeps the tenant scope of the handle it runs for: one compiled query per enterprise', async () => {
    const { a, other } = await someUsers();
    const one = forTenant(test.db, 1);
    const theirs = forTenant(test.db, other.eid);
    expect(await userById.execute(one, one, [other.id])).toEqual([]);
    expect(await userById.execute(theirs, theirs, [other.id])).toEqual([other]);
    expect(await userById.execute(theirs, theirs, [a.id])).toEqual([]);
  });

  it('runs inside a transaction of its handle', async () => {
    const { a } = await someUsers();
    const scoped = forTenant(test.db, 1);
    const rows = await scoped.transaction().execute((trx) => userById.execute(scoped, trx, [a.id]));
    expect(rows).toEqual([a]);
  });

  it('takes a list of any length as its shape', async () => {
    const { a, b } = await someUsers();
    const scoped = forTenant(test.db, 1);
    const byIds = new QueryTemplate<number[], { id: number }>((db, ids) =>
      db.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id'),
    );
    expect(await byIds.execute(scoped, scoped, [a.id])).toEqual([{ id: a.id }]);
    expect(await byIds.execute(scoped, scoped, [a.id, b.id])).toEqual([{ id: a.id }, { id: b.id }]);
    expect(await byIds.execute(scoped, scoped, [b.id])).toEqual([{ id: b.id }]);
  });

  it('refuses a builder that keeps a value out of the bound parameters', async () => {
    const scoped = forTenant(test.db, 1);
    const inlined = new QueryTemplate<[number], { id: number }>((db) =>
      db.selectFrom('users').select('id').where('id', '=', sql.lit(1)),
    );
    await expect(inlined.execute(scoped, scoped, [2])).rejects.toThrow(/did not become bound/);
  });
});
