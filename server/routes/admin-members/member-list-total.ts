import type { Kysely } from 'kysely';
import { parseMemberCountKey } from '../../db/count-sources';
import { readCountRows } from '../../db/list-counts';
import type { Database } from '../../db/schema';

/**
 * /admin/members' total without a keyword, from the counters kept on write (migration 0045,
 * decision 0061): one row per (department, locked, blocked) of the enterprise, key
 * `d<department id or 0>|<locked>|<blocked>`, added up for the status and department filters. The
 * read is a few keys per department, whatever the number of members; the figure is exact (an
 * administrator pages through it and compares it with what they know). It equals the COUNT(*) of
 * the same filters (admin-members' member-list-total.test.ts, both engines).
 */
export async function countedMemberTotal(
  db: Kysely<Database>,
  input: { status: 'all' | 'active' | 'locked' | 'blocked' },
  departmentIds: readonly number[] | null,
): Promise<number> {
  const departments = departmentIds === null ? null : new Set(departmentIds);
  let total = 0;
  for (const { key, n } of await readCountRows(db, 'members', 'all')) {
    const { departmentId, locked, blocked } = parseMemberCountKey(key);
    if (departments && !departments.has(departmentId ?? 0)) continue;
    if (input.status === 'locked' && !locked) continue;
    if (input.status === 'blocked' && !blocked) continue;
    if (input.status === 'active' && (locked || blocked)) continue;
    total += n;
  }
  return total;
}
