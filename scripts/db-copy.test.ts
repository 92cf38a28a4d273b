import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/db/seed/seed';

/* `npm run db:copy` as a person runs it: arguments, exit codes and what it prints (server/db/copy.test.ts tests the copy). */
const root = path.resolve(import.meta.dirname, '..');
let dir: string;
let source: string;

function dbCopy(...args: string[]) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/db-copy.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-db-copy-cli-'));
  source = path.join(dir, 'portal.db');
  const db = openDatabase(`sqlite:${source}`);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run db:copy', () => {
  it('copies, prints every table with both counts, and refuses to copy into the filled target again', async () => {
    const target = `sqlite:${path.join(dir, 'copy.db')}`;
    const first = dbCopy('--from', `sqlite:${source}`, '--to', target);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^users\s+\d+\s+\d+\s+ok$/m);
    expect(first.out).toMatch(/^total\s+(\d+)\s+\1\s*$/m);
    expect(first.out).not.toMatch(/kysely_migration/);
    expect(first.out).toMatch(/every row count matches/);

    const again = dbCopy('--from', `sqlite:${source}`, '--to', target);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/refused: the target already holds data.*--replace/);
    expect(dbCopy('--from', `sqlite:${source}`, '--to', target, '--replace').code).toBe(0);
    // Trigger-kept counters arrive as the source holds them, not counted again by the copy's inserts
    // or by emptying the target first (decision 0059).
    const counters = async (url: string) => {
      const db = openDatabase(url);
      const rows = await db.selectFrom('list_counts').selectAll().orderBy(['eid', 'list', 'grp', 'key']).execute();
      await db.destroy();
      return rows;
    };
    expect(await counters(target)).toEqual(await counters(`sqlite:${source}`));
  });

  it('refuses missing arguments, one database named twice, and a source file that does not exist (creating nothing)', () => {
    const usage = dbCopy('--from', `sqlite:${source}`);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/usage: npm run db:copy -- --from/);
    expect(dbCopy('--from', `sqlite:${source}`, '--to', `sqlite:${source}`).err).toMatch(/name the same database/);
    const missing = path.join(dir, 'typo.db');
    const run = dbCopy('--from', `sqlite:${missing}`, '--to', `sqlite:${path.join(dir, 'never.db')}`);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/typo\.db does not exist/);
    expect(fs.existsSync(missing)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'never.db'))).toBe(false);
  });
});
