import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test-support/test-app';
import { down, up } from './0019-child-tables-eid';

describe('migration 0019: child tables get their parent row enterprise', () => {
  it('fills eid of existing rows from the parent', async () => {
    const { db, drop } = await seededDatabase();
    const read = async () =>
      (
        await sql<{
          exam_id: number;
          eid: number;
        }>`SELECT exam_id, eid FROM exam_questions ORDER BY exam_id, position`.execute(db)
      ).rows;
    const seeded = await read();
    expect(new Set(seeded.map((row) => row.eid))).toEqual(new Set([1, 2]));
    // As a database made before 0019: the rows exist, the column does not.
    await down(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>);
    expect(await read()).toEqual(seeded);
    const devices = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM exam_devices WHERE eid = 0`.execute(db);
    expect(devices.rows[0]!.n).toBe(0);
    await db.destroy();
    await drop();
  });
});
