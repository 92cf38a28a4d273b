/**
 * Issue 22's growth sections alone (the same fixtures and calls as bench/growth.ts's tasks,
 * trainings and assignments blocks), for profiling one area without the whole run:
 * `npx tsx bench/growth-a-sections.ts [sizes…]`.
 */
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/db/seed/seed';
import { forTenant } from '../server/db/tenant-scope';
import { readConfig } from '../server/config';
import { myTrainings } from '../server/routes/training/my-trainings.service';
import { taskCourses, tasksInProgress } from '../server/routes/training/tasks.service';
import { myHomework } from '../server/routes/homework/homework.service';
import { homeworkQueue } from '../server/routes/homework/homework-queue.service';
import { seedScaleCourses } from './fixtures/growth-data';
import { seedScaleTasks } from './fixtures/growth-tasks';
import { seedScaleHomework } from './fixtures/growth-homework';
import { timeRuns } from './timing';

// More runs than bench/growth.ts's 7, and the fastest reported too: the shared machine is noisy.
const RUNS = 15;
const fastest: number[] = [];
async function median(run: () => Promise<unknown>): Promise<number> {
  const timed = await timeRuns(run, RUNS);
  fastest.push(timed.fastest);
  return timed.median;
}

async function main(sizes: number[]): Promise<void> {
  const table: Record<string, Record<number, number>> = {};
  const best: Record<string, Record<number, number>> = {};
  const put = (figure: string, size: number, ms: number) => {
    (table[figure] ??= {})[size] = ms;
    (best[figure] ??= {})[size] = fastest[fastest.length - 1]!;
  };
  const now = Date.now();
  for (const size of sizes) {
    const db = openDatabase('sqlite::memory:');
    try {
      await migrateToLatest(db);
      await seedDemo(db);
      const learner = await db
        .selectFrom('users')
        .selectAll()
        .where('eid', '=', 1)
        .where('account', '=', 'learner')
        .executeTakeFirstOrThrow();
      const sales = await db
        .selectFrom('users')
        .select('id')
        .where('eid', '=', 1)
        .where('account', '=', 'sales')
        .executeTakeFirstOrThrow();
      await seedScaleCourses(db, { eid: 1, count: size, learnerId: learner.id, now });
      await seedScaleTasks(db, { eid: 1, count: size, learnerId: learner.id, now });
      const taskScope = { db: forTenant(db, 1), eid: 1, userId: learner.id, language: 'en_us' as const, now };
      const taskPage = { state: 'all' as const, page: 1, pageSize: 10 };
      put('my trainings page 1', size, await median(() => myTrainings(taskScope, taskPage)));
      put(
        'my trainings, in progress',
        size,
        await median(() => myTrainings(taskScope, { ...taskPage, state: 'in_progress' })),
      );
      put('course tasks page 1', size, await median(() => taskCourses(taskScope, taskPage)));
      for (const state of ['overdue', 'in_progress', 'not_started', 'completed'] as const)
        put(`course tasks, ${state}`, size, await median(() => taskCourses(taskScope, { ...taskPage, state })));
      put('task tab counts', size, await median(() => tasksInProgress(taskScope.db, learner.id, now)));
      await seedScaleHomework(db, { eid: 1, count: size, learnerId: learner.id, otherUserId: sales.id, now });
      const homeworkScope = {
        db: forTenant(db, 1),
        config: readConfig({}),
        clock: { now: () => now },
        eid: 1,
        userId: learner.id,
        language: 'en_us' as const,
      };
      put('my assignments page 1', size, await median(() => myHomework(homeworkScope, { page: 1, pageSize: 10 })));
      for (const state of ['pending', 'not_submitted'] as const)
        put(
          `my assignments, ${state}`,
          size,
          await median(() => myHomework(homeworkScope, { state, page: 1, pageSize: 10 })),
        );
      put(
        'grading queue page 1',
        size,
        await median(() => homeworkQueue(homeworkScope, { state: 'pending', page: 1, pageSize: 20 })),
      );
    } finally {
      await db.destroy();
    }
  }
  const [a, b] = [sizes[0]!, sizes[sizes.length - 1]!];
  console.table(
    Object.entries(table).map(([figure, by]) => ({
      figure,
      [`median ${a}`]: by[a],
      [`median ${b}`]: by[b],
      ratio: Number((by[b]! / by[a]!).toFixed(1)),
      'fastest ratio': Number((best[figure]![b]! / best[figure]![a]!).toFixed(1)),
    })),
  );
}

const sizes = process.argv.slice(2).map(Number);
main(sizes.length ? sizes : [1_000, 100_000]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
