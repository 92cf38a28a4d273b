import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseMemberCountKey } from '../../db/count-sources';
import { localDay } from '../../db/engine';
import { readCountRows } from '../../db/list-counts';
import type { StatisticsPeriod } from './period';

/**
 * The aggregate queries behind the statistics (decision 0056). Each reads one source table of the
 * caller's enterprise (the tenant scope adds `eid` to every table, joined ones included) through
 * an index that starts with (eid, time) and groups in the database: the cost follows the rows of
 * the period, never a loop over learners. Instants become the administrator's local day inside a
 * subquery, so the GROUP BY names a plain column on both engines (PostgreSQL would see the
 * day expression's parameters in SELECT and GROUP BY as two different expressions).
 */
type Db = Kysely<Database>;

const num = (value: unknown): number => Number(value ?? 0);

/** What each day or department adds up to, before the learners are counted. */
export interface Sums {
  studySeconds: number;
  completions: number;
  examScored: number;
  examPassed: number;
  activeLearners: number;
}

export const zeroSums = (): Sums => ({
  studySeconds: 0,
  completions: 0,
  examScored: 0,
  examPassed: 0,
  activeLearners: 0,
});

function offsetMs(period: StatisticsPeriod): number {
  return period.offsetMinutes * 60_000;
}

/** Completed courses of the period, one row per completion, with its local day. */
function completionRows(db: Db, period: StatisticsPeriod) {
  return db
    .selectFrom('course_enrolments')
    .select(['course_enrolments.user_id as user_id', localDay(db, sql.ref('completed_at'), offsetMs(period)).as('day')])
    .where('completed_at', '>=', period.startMs)
    .where('completed_at', '<', period.endMs);
}

/** Exam papers that got their final score in the period (by hand-in time), with pass 0/1. */
function scoredRows(db: Db, period: StatisticsPeriod) {
  return db
    .selectFrom('exam_attempts')
    .select([
      'exam_attempts.user_id as user_id',
      localDay(db, sql.ref('submitted_at'), offsetMs(period)).as('day'),
      sql<number>`case when passed = 1 then 1 else 0 end`.as('pass'),
    ])
    .where('status', '=', 'scored')
    .where('submitted_at', '>=', period.startMs)
    .where('submitted_at', '<', period.endMs);
}

/**
 * (day, learner) pairs of activity: studying (credited seconds), checking in, starting an exam
 * paper, signing in. UNION drops the repeats, so a count of rows per day is a count of learners.
 */
function activityRows(db: Db, period: StatisticsPeriod) {
  return db
    .selectFrom('study_days')
    .select(['study_days.day as day', 'study_days.user_id as user_id'])
    .where('study_days.day', '>=', period.from)
    .where('study_days.day', '<=', period.to)
    .where('study_days.seconds', '>', 0)
    .union(
      db
        .selectFrom('checkins')
        .select(['checkins.day as day', 'checkins.user_id as user_id'])
        .where('checkins.day', '>=', period.from)
        .where('checkins.day', '<=', period.to),
    )
    .union(
      db
        .selectFrom('exam_attempts')
        .select([localDay(db, sql.ref('started_at'), offsetMs(period)).as('day'), 'exam_attempts.user_id as user_id'])
        .where('started_at', '>=', period.startMs)
        .where('started_at', '<', period.endMs),
    )
    .union(
      db
        .selectFrom('sessions')
        .select([localDay(db, sql.ref('created_at'), offsetMs(period)).as('day'), 'sessions.user_id as user_id'])
        .where('created_at', '>=', period.startMs)
        .where('created_at', '<', period.endMs),
    );
}

/** Study seconds, completions, scored and passed papers and active learners, per local day. */
export async function sumsByDay(db: Db, period: StatisticsPeriod): Promise<Map<string, Sums>> {
  const [study, completions, exams, active] = await Promise.all([
    db
      .selectFrom('study_days')
      .select(['day', (eb) => eb.fn.sum<number>('seconds').as('n')])
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .groupBy('day')
      .execute(),
    db
      .selectFrom(completionRows(db, period).as('c'))
      .select(['c.day', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('c.day')
      .execute(),
    db
      .selectFrom(scoredRows(db, period).as('x'))
      .select(['x.day', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('x.pass').as('passed')])
      .groupBy('x.day')
      .execute(),
    db
      .selectFrom(activityRows(db, period).as('a'))
      .select(['a.day', (eb) => eb.fn.count<number>('a.user_id').distinct().as('n')])
      .groupBy('a.day')
      .execute(),
  ]);
  const byDay = new Map<string, Sums>();
  const at = (day: string) => {
    let sums = byDay.get(day);
    if (!sums) byDay.set(day, (sums = zeroSums()));
    return sums;
  };
  for (const row of study) at(row.day).studySeconds = num(row.n);
  for (const row of completions) at(row.day).completions = num(row.n);
  for (const row of exams) {
    at(row.day).examScored = num(row.n);
    at(row.day).examPassed = num(row.passed);
  }
  for (const row of active) at(row.day).activeLearners = num(row.n);
  return byDay;
}

/**
 * The learner's department beside each row, looked up by primary key. Joining `users` instead let
 * SQLite loop over every member and scan the period's rows for each one (a UNION subquery has no
 * index): 16 s at 100,000 members against 4 ms this way (docs/performance.md, growth of the
 * administrators' lists).
 */
function departmentOf(db: Db, userRef: string) {
  return db
    .selectFrom('users')
    .select('users.department_id')
    .where('users.id', '=', sql.ref<number>(userRef))
    .as('dept');
}

/** Members per department (null = none), from the counters kept on write (migration 0045). */
async function membersByDepartment(db: Db): Promise<{ dept: number | null; n: number }[]> {
  const rows = await readCountRows(db, 'members', 'all');
  const byDept = new Map<number | null, number>();
  for (const { key, n } of rows) {
    const dept = parseMemberCountKey(key).departmentId;
    byDept.set(dept, (byDept.get(dept) ?? 0) + n);
  }
  return [...byDept].map(([dept, n]) => ({ dept, n }));
}

/** The same figures per department of the learner (null = no department), with member counts. */
export async function sumsByDepartment(
  db: Db,
  period: StatisticsPeriod,
): Promise<Map<number | null, Sums & { members: number }>> {
  const [members, study, completions, exams, active] = await Promise.all([
    membersByDepartment(db),
    db
      .selectFrom(
        db
          .selectFrom('study_days')
          .select(['study_days.seconds as seconds', departmentOf(db, 'study_days.user_id')])
          .where('study_days.day', '>=', period.from)
          .where('study_days.day', '<=', period.to)
          .as('s'),
      )
      .select(['s.dept', (eb) => eb.fn.sum<number>('s.seconds').as('n')])
      .groupBy('s.dept')
      .execute(),
    db
      .selectFrom(db.selectFrom(completionRows(db, period).as('c')).select(departmentOf(db, 'c.user_id')).as('d'))
      .select(['d.dept', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('d.dept')
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom(scoredRows(db, period).as('x'))
          .select(['x.pass', departmentOf(db, 'x.user_id')])
          .as('d'),
      )
      .select(['d.dept', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('d.pass').as('passed')])
      .groupBy('d.dept')
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom(db.selectFrom(activityRows(db, period).as('a')).select('a.user_id').distinct().as('u'))
          .select(departmentOf(db, 'u.user_id'))
          .as('d'),
      )
      .select(['d.dept', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('d.dept')
      .execute(),
  ]);
  const byDept = new Map<number | null, Sums & { members: number }>();
  const at = (dept: number | null) => {
    let sums = byDept.get(dept);
    if (!sums) byDept.set(dept, (sums = { ...zeroSums(), members: 0 }));
    return sums;
  };
  const key = (dept: unknown) => (dept === null || dept === undefined ? null : Number(dept));
  for (const row of members) at(key(row.dept)).members = num(row.n);
  for (const row of study) at(key(row.dept)).studySeconds = num(row.n);
  for (const row of completions) at(key(row.dept)).completions = num(row.n);
  for (const row of exams) {
    at(key(row.dept)).examScored = num(row.n);
    at(key(row.dept)).examPassed = num(row.passed);
  }
  for (const row of active) at(key(row.dept)).activeLearners = num(row.n);
  return byDept;
}

/** A period's totals without grouping (the previous period, for the tiles' comparison). */
export async function periodTotals(db: Db, period: StatisticsPeriod): Promise<Sums> {
  const [study, completions, exams, active] = await Promise.all([
    db
      .selectFrom('study_days')
      .select((eb) => eb.fn.sum<number>('seconds').as('n'))
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .executeTakeFirst(),
    db
      .selectFrom('course_enrolments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('completed_at', '>=', period.startMs)
      .where('completed_at', '<', period.endMs)
      .executeTakeFirst(),
    db
      .selectFrom(scoredRows(db, period).as('x'))
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('x.pass').as('passed')])
      .executeTakeFirst(),
    db
      .selectFrom(activityRows(db, period).as('a'))
      .select((eb) => eb.fn.count<number>('a.user_id').distinct().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    studySeconds: num(study?.n),
    completions: num(completions?.n),
    examScored: num(exams?.n),
    examPassed: num(exams?.passed),
    activeLearners: num(active?.n),
  };
}
