import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDatabase, CopyRefusal } from './copy';
import { foreignKeyOrder, readShapes } from './copy-schema';
import { databaseOver, migrateToLatest, openDatabase } from './database';
import type { Database } from './schema';
import { seedDemo } from './seed/seed';

/*
 * db:copy (issue 21): the demo data set copied SQLite → SQLite file always, and SQLite →
 * PostgreSQL when DATABASE_URL names a PostgreSQL server (a fresh database is made on it per run).
 */
let dir: string;
let image: Buffer;

/** The migrated, seeded demo database as an in-memory copy (built once). */
function demoSource(): Kysely<Database> {
  return databaseOver(new SQLite(image));
}

async function tableRows(db: Kysely<Database>, table: string, order: string[]) {
  let query = db.selectFrom(table as 'users').selectAll();
  for (const column of order) query = query.orderBy(sql.ref(column));
  return query.execute();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-copy-'));
  const sqlite = new SQLite(':memory:');
  const db = databaseOver(sqlite);
  await migrateToLatest(db);
  await seedDemo(db);
  image = sqlite.serialize();
  await db.destroy();
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('db:copy SQLite → SQLite file', () => {
  it('copies every row of every table, keeps ids, and new rows continue after the highest id', async () => {
    const source = demoSource();
    const target = openDatabase(`sqlite:${path.join(dir, 'full.db')}`);
    const counts = await copyDatabase(source, target);

    const shapes = await readShapes(source);
    expect(counts.map((c) => c.table).sort()).toEqual([...shapes.keys()].sort());
    expect(counts.find((c) => c.table === 'users')!.target).toBeGreaterThan(10);
    for (const [table, shape] of shapes) {
      const order = shape.primaryKey.length ? shape.primaryKey : shape.columns;
      expect(await tableRows(target, table, order), table).toEqual(await tableRows(source, table, order));
    }
    // The derived tables' triggers were off for the copy (else learner_totals counts twice) and are back.
    const triggers = (db: Kysely<Database>) =>
      sql<{ name: string }>`select name from sqlite_master where type = 'trigger' order by name`.execute(db);
    expect((await triggers(target)).rows).toEqual((await triggers(source)).rows);
    const top = await target
      .selectFrom('enterprises')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const fresh = await sql<{ id: number }>`
      insert into enterprises (name, expires_at, created_at) values ('After the copy', 1, 1) returning id`.execute(
      target,
    );
    expect(fresh.rows[0]!.id).toBe(Number(top.id) + 1);
    await source.destroy();
    await target.destroy();
  });

  it('refuses a target that holds data, leaving it as it is, and empties it first with replace', async () => {
    const file = path.join(dir, 'filled.db');
    const target = openDatabase(`sqlite:${file}`);
    await migrateToLatest(target);
    await sql`insert into enterprises (id, name, expires_at, created_at) values (900, 'Keep me', 1, 1)`.execute(target);

    const source = demoSource();
    await expect(copyDatabase(source, target)).rejects.toThrow(/already holds data.*--replace/);
    expect(await target.selectFrom('enterprises').select('name').execute()).toEqual([{ name: 'Keep me' }]);

    await copyDatabase(source, target, { replace: true });
    const names = await target.selectFrom('enterprises').select('name').execute();
    expect(names).not.toContainEqual({ name: 'Keep me' });
    expect(names).toEqual(await source.selectFrom('enterprises').select('name').orderBy('id').execute());
    await source.destroy();
    await target.destroy();
  });

  it('refuses a source behind the latest schema unless told to migrate it', async () => {
    const source = databaseOver(new SQLite(':memory:'));
    const target = openDatabase(`sqlite:${path.join(dir, 'behind.db')}`);
    await expect(copyDatabase(source, target)).rejects.toThrow(CopyRefusal);
    await expect(copyDatabase(source, target)).rejects.toThrow(/not migrated at all.*--migrate-source/);
    const counts = await copyDatabase(source, target, { migrateSource: true });
    expect(counts.every((c) => c.source === 0 && c.target === 0)).toBe(true);
    await source.destroy();
    await target.destroy();
  });

  it('writes nothing when a row cannot go in (one transaction), even after earlier tables went in', async () => {
    const sqlite = new SQLite(image);
    // A dangling reference the target's foreign keys refuse; `users` is copied long before `point_ledger`.
    sqlite.pragma('foreign_keys = OFF');
    sqlite.prepare('UPDATE point_ledger SET user_id = 999999 WHERE id = (SELECT max(id) FROM point_ledger)').run();
    const source = databaseOver(sqlite);
    sqlite.pragma('foreign_keys = OFF');
    const target = openDatabase(`sqlite:${path.join(dir, 'half.db')}`);

    await expect(copyDatabase(source, target, { batchRows: 7 })).rejects.toThrow(/FOREIGN KEY/);
    for (const table of ['enterprises', 'users', 'point_ledger']) {
      const row = await target
        .selectFrom(table as 'users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(0);
    }
    await source.destroy();
    await target.destroy();
  });

  it('orders tables so each comes after the tables it references, and a tree parents first', async () => {
    const source = demoSource();
    const shapes = await readShapes(source);
    const order = foreignKeyOrder(shapes);
    for (const [i, table] of order.entries())
      for (const ref of shapes.get(table)!.references)
        if (ref !== table) expect(order.indexOf(ref), `${table} → ${ref}`).toBeLessThan(i);
    expect(shapes.get('departments')!.selfReferences).toEqual(['parent_id']);
    await source.destroy();
  });
});

const postgresUrl = process.env.DATABASE_URL?.match(/^postgres(ql)?:\/\//) ? process.env.DATABASE_URL : undefined;

// Registered where there is a PostgreSQL server to copy to: the run on PostgreSQL (npm run test:pg, part of npm test).
if (postgresUrl)
  describe('db:copy SQLite → PostgreSQL', () => {
    const name = `lp_copy_${process.pid}_${Date.now()}`;
    let url: string;
    const admin = () => new pg.Client({ connectionString: postgresUrl });

    beforeAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const target = new URL(postgresUrl!);
      target.pathname = `/${name}`;
      url = target.toString();
    });

    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });

    it('copies the demo database, counts match, and identity sequences continue after the highest id', async () => {
      const source = demoSource();
      const target = openDatabase(url);
      const counts = await copyDatabase(source, target);
      expect(counts.every((c) => c.source === c.target)).toBe(true);
      expect(counts.find((c) => c.table === 'study_days')!.target).toBeGreaterThan(100);

      const users = (await target.selectFrom('users').select(['id', 'account', 'eid']).orderBy('id').execute()).map(
        (u) => ({ ...u, id: Number(u.id), eid: Number(u.eid) }),
      );
      expect(users).toEqual(await source.selectFrom('users').select(['id', 'account', 'eid']).orderBy('id').execute());
      // Derived totals arrive as they were (the study_days trigger was off for the copy), and the trigger is on again.
      const totals = (db: Kysely<Database>) =>
        db.selectFrom('learner_totals').select(['user_id', 'study_seconds']).orderBy('user_id').execute();
      expect(await totals(target)).toEqual(await totals(source));
      const disabled = await sql`select tgname from pg_trigger where not tgisinternal and tgenabled = 'D'`.execute(
        target,
      );
      expect(disabled.rows).toEqual([]);
      const fresh = await sql<{
        id: string | number;
      }>`insert into enterprises (name, expires_at, created_at) values ('After the copy', 1, 1) returning id`.execute(
        target,
      );
      const topEnterprise = await source
        .selectFrom('enterprises')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      expect(Number(fresh.rows[0]!.id)).toBe(Number(topEnterprise.id) + 1);

      await expect(copyDatabase(source, target)).rejects.toThrow(/already holds data/);
      await source.destroy();
      await target.destroy();
    });
  });
