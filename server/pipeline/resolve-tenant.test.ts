import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { resolveEnterprise } from './resolve-tenant';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('resolveEnterprise (the compiled by-id read reused)', () => {
  it('reads each enterprise by id, a missing one as null, and a change at once', async () => {
    expect((await resolveEnterprise(t.db, 1, '', 0))?.id).toBe(1);
    expect((await resolveEnterprise(t.db, 2, '', 0))?.id).toBe(2);
    expect(await resolveEnterprise(t.db, 999_999, '', 0)).toBeNull();
    // The default enterprise when the envelope names none and no domain matches.
    expect((await resolveEnterprise(t.db, 0, 'nowhere.example', 3))?.id).toBe(3);
    const before = (await resolveEnterprise(t.db, 1, '', 0))!.name;
    await t.db
      .updateTable('enterprises')
      .set({ name: `${before} (renamed)` })
      .where('id', '=', 1)
      .execute();
    expect((await resolveEnterprise(t.db, 1, '', 0))?.name).toBe(`${before} (renamed)`);
  });

  it('reads every column of the enterprise but the agreement, by id and by custom domain', async () => {
    const row = await t.db.selectFrom('enterprises').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const expected = Object.keys(row)
      .filter((column) => column !== 'agreement')
      .sort();
    expect(Object.keys((await resolveEnterprise(t.db, 1, '', 0))!).sort()).toEqual(expected);
    await t.db.updateTable('enterprises').set({ custom_domain: 'learn.example' }).where('id', '=', 2).execute();
    const byDomain = await resolveEnterprise(t.db, 0, 'LEARN.example:8443', 0);
    expect(byDomain?.id).toBe(2);
    expect(Object.keys(byDomain!).sort()).toEqual(expected);
  });
});
