import type { Kysely } from 'kysely';
import {
  ADMIN_STATISTICS_LIMITS,
  type Statistics,
  type StatisticsDepartment,
  type StatisticsTotals,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import { periodTotals, sumsByDay, sumsByDepartment, zeroSums, type Sums } from './figures';
import { daysOf, previousPeriod, type StatisticsPeriod } from './period';

/** Each department's path in the tree, "Parent / Child", read once (an enterprise has few). */
async function departmentPaths(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('departments').select(['id', 'parent_id', 'name']).orderBy('id').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<number, string>();
  for (const row of rows) {
    const names: string[] = [];
    const seen = new Set<number>();
    // A damaged tree (a parent cycle) must not loop forever: stop at a department seen before.
    for (let node: typeof row | undefined = row; node && !seen.has(node.id); node = byId.get(node.parent_id ?? -1)) {
      seen.add(node.id);
      names.unshift(node.name);
    }
    paths.set(row.id, names.join(' / '));
  }
  return paths;
}

function add(into: Sums, from: Sums): void {
  into.studySeconds += from.studySeconds;
  into.completions += from.completions;
  into.examScored += from.examScored;
  into.examPassed += from.examPassed;
  into.activeLearners += from.activeLearners;
}

/**
 * Departments with members, most study time first (ties: most active, then id), members without
 * a department last; beyond maxDepartments the rest are added up in one row (departmentId 0).
 */
function departmentRows(
  byDept: Map<number | null, Sums & { members: number }>,
  paths: Map<number, string>,
): StatisticsDepartment[] {
  const named = [...byDept.entries()]
    .filter((entry): entry is [number, Sums & { members: number }] => entry[0] !== null && entry[1].members > 0)
    .sort(([idA, a], [idB, b]) => b.studySeconds - a.studySeconds || b.activeLearners - a.activeLearners || idA - idB);
  const rows: StatisticsDepartment[] = named
    .slice(0, ADMIN_STATISTICS_LIMITS.maxDepartments)
    .map(([id, sums]) => ({ departmentId: id, name: paths.get(id) ?? '', ...sums }));
  const rest = named.slice(ADMIN_STATISTICS_LIMITS.maxDepartments);
  if (rest.length > 0) {
    const other = { departmentId: 0, name: '', members: 0, ...zeroSums() };
    for (const [, sums] of rest) {
      add(other, sums);
      other.members += sums.members;
    }
    rows.push(other);
  }
  const none = byDept.get(null);
  if (none && none.members > 0) rows.push({ departmentId: null, name: '', ...none });
  return rows;
}

/** The statistics of one period of the caller's enterprise (`db` is its tenant scope). */
export async function statisticsOf(db: Kysely<Database>, period: StatisticsPeriod): Promise<Statistics> {
  const [byDay, byDept, paths, previous] = await Promise.all([
    sumsByDay(db, period),
    sumsByDepartment(db, period),
    departmentPaths(db),
    periodTotals(db, previousPeriod(period)),
  ]);
  const days = daysOf(period).map((day) => ({ day, ...(byDay.get(day) ?? zeroSums()) }));
  const totals: StatisticsTotals = { ...zeroSums(), members: 0 };
  for (const day of days) add(totals, { ...day, activeLearners: 0 });
  // Each learner has one department (or none), so the departments' distinct learners add up to
  // the period's distinct learners; the days' would count a learner once per active day.
  for (const sums of byDept.values()) {
    totals.activeLearners += sums.activeLearners;
    totals.members += sums.members;
  }
  return {
    period: { from: period.from, to: period.to, days: period.days },
    totals,
    previous: { ...previous, members: totals.members },
    days,
    departments: departmentRows(byDept, paths),
  };
}
