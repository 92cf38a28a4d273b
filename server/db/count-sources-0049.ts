import type { CountSource, KeySelect } from './count-triggers';
import { TIME_LEVELS } from './count-sources-0048';

/**
 * Counters added by migration 0049 (issue 28 item 2, decision 0067): the task tab counts' exams
 * and activities, in decision 0059's form (triggers in both engines' forms keep them in the
 * writing statement's transaction). Both figures depend on the clock ("not over yet"), so each
 * learner's open items are a prefix sum over time buckets of their end, as the questionnaire
 * list's "open" (decision 0066): an item counts once per level d in group `u<user>`, key
 * `<d>:⌊end / 10^d⌋` (the level in the key, so one statement reads every level's few buckets).
 * Open at `now` = every bucket of the top level less the prefix that ended by now
 * (server/routes/training/open-task-counts.ts).
 * - exam_tasks: a learner's assigned exams (task_assignments kind 'exam') with no passed attempt
 *   (`exam_passed`, kept by migration 0049's triggers on exam_attempts), by the exam's closes_at;
 * - activity_tasks: a learner's registrations neither cancelled nor completed, by the activity's end_at.
 */
export const OPEN_TASK_LEVELS = TIME_LEVELS;

function byLevels(user: string, end: string, rest: Omit<KeySelect, 'g' | 'k'>): KeySelect[] {
  return Array.from({ length: OPEN_TASK_LEVELS.top - OPEN_TASK_LEVELS.finest + 1 }, (_, i) => {
    const level = OPEN_TASK_LEVELS.finest + i;
    return { ...rest, g: `'u' || ${user}`, k: `'${level}:' || (${end} / ${10 ** level})` };
  });
}

const liveRegistration = (r: string) => `${r}.cancelled_at IS NULL AND ${r}.completed_at IS NULL`;

export const COUNT_SOURCES_0049: readonly CountSource[] = [
  {
    // An exam task appears, is passed (or, regraded, no longer passed) or leaves.
    name: 'exam_tasks',
    table: 'task_assignments',
    list: 'exam_tasks',
    columns: ['exam_passed', 'kind', 'ref_id', 'user_id'],
    keys: (r) =>
      byLevels(`${r}.user_id`, 'x.closes_at', {
        from: 'exams x',
        where: `x.id = ${r}.ref_id AND ${r}.kind = 'exam' AND ${r}.exam_passed = 0`,
      }),
  },
  {
    // The exam's closing time moves every open task of it (counted from the tasks' side above).
    name: 'exam_tasks_closes',
    table: 'exams',
    list: 'exam_tasks',
    columns: ['closes_at'],
    fill: false,
    keys: (r) =>
      byLevels('a.user_id', `${r}.closes_at`, {
        eid: 'a.eid',
        from: 'task_assignments a',
        where: `a.ref_id = ${r}.id AND a.kind = 'exam' AND a.exam_passed = 0`,
      }),
  },
  {
    name: 'activity_tasks',
    table: 'activity_registrations',
    list: 'activity_tasks',
    columns: ['cancelled_at', 'completed_at', 'activity_id', 'user_id'],
    keys: (r) =>
      byLevels(`${r}.user_id`, 'x.end_at', {
        from: 'activities x',
        where: `x.id = ${r}.activity_id AND ${liveRegistration(r)}`,
      }),
  },
  {
    name: 'activity_tasks_ends',
    table: 'activities',
    list: 'activity_tasks',
    columns: ['end_at'],
    fill: false,
    keys: (r) =>
      byLevels('p.user_id', `${r}.end_at`, {
        eid: 'p.eid',
        from: 'activity_registrations p',
        where: `p.activity_id = ${r}.id AND ${liveRegistration('p')}`,
      }),
  },
];
