import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database';
import { CHECKPOINT_AFTER_PAGES, FALLBACK_AUTOCHECKPOINT_PAGES } from './wal-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a server database checkpoints its write-ahead log off the request thread (decision 0072)', () => {
  it('copies committed pages into the database file although the request thread never checkpoints them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    dirs.push(dir);
    const file = path.join(dir, 'server.db');
    const db = openDatabase(`sqlite:${file}`);
    try {
      const [setting] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows;
      // The request thread's own checkpoint is only a safety net, far beyond what this test writes.
      expect(setting?.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
      await sql`create table notes (id integer primary key, body text)`.execute(db);
      const empty = fs.statSync(file).size;
      // A page a row, past the checkpointer's threshold and far below the request thread's own:
      // only the checkpointer can have put them into the file.
      const rows = CHECKPOINT_AFTER_PAGES + 200;
      for (let i = 0; i < rows; i++) await sql`insert into notes (body) values (${'x'.repeat(3000)})`.execute(db);
      await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(empty + rows * 3000), {
        timeout: 10_000,
        interval: 50,
      });
      const [count] = (await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows;
      expect(count?.n).toBe(rows);
    } finally {
      await db.destroy();
    }
  });

  it('leaves an in-memory database alone', async () => {
    const db = openDatabase('sqlite::memory:');
    const [setting] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows;
    expect(setting?.wal_autocheckpoint).toBe(1000);
    await db.destroy();
  });
});
