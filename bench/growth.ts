/**
 * Growth (issues 8, 28): each area's lists timed at 1,000 and 100,000 rows on a freshly migrated
 * in-memory database, through the services the routes call, median of a few calls after a warm-up.
 * The ratio between sizes shows whether a call's cost grows with the table. Each area's rows live
 * in its own file under bench/growth-sections/ (with its fixtures in bench/fixtures/growth-*.ts);
 * this file runs them in order on one database per size. `npx tsx bench/growth.ts` prints the table.
 */
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/db/seed/seed';
import { median, type GrowthContext, type GrowthRow } from './growth-sections/context';
import { courseAndMessageRows } from './growth-sections/courses-messages';
import { activityRows } from './growth-sections/activities';
import { lecturerRows, mallRows } from './growth-sections/mall-lecturers';
import { questionnaireRows, taskRows } from './growth-sections/questionnaires-tasks';
import { communityRows } from './growth-sections/community';
import { adminMemberRows, adminRows } from './growth-sections/admin';

export type { GrowthRow } from './growth-sections/context';

/** The sections in the order they run (later sections' lists sit among the earlier ones' rows). */
const SECTIONS: Record<string, (c: GrowthContext) => Promise<void>> = {
  // The administrators' member list is timed among the message fixture's N members, before the inbox grows.
  courses: (c) => courseAndMessageRows(c, adminMemberRows),
  activities: activityRows,
  mall: mallRows,
  lecturers: lecturerRows,
  questionnaires: questionnaireRows,
  tasks: taskRows,
  community: communityRows,
  admin: adminRows,
};

/**
 * A fresh seeded database of one size and its growth context (`time` records a figure); `body`
 * runs the sections on it. bench/growth-b-sections.ts shares it with its own timing.
 */
export async function withGrowthDb(
  size: number,
  now: number,
  time: GrowthContext['time'],
  body: (context: GrowthContext) => Promise<void>,
): Promise<void> {
  const db = openDatabase('sqlite::memory:');
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const enterprise = await db.selectFrom('enterprises').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const learner = await db
      .selectFrom('users')
      .selectAll()
      .where('eid', '=', 1)
      .where('account', '=', 'learner')
      .executeTakeFirstOrThrow();
    await body({ db, size, now, enterprise, learner, time });
  } finally {
    await db.destroy();
  }
}

export async function benchGrowth(
  sizes: readonly number[] = [1_000, 100_000],
  only?: (figure: string) => boolean,
  sections: readonly string[] = Object.keys(SECTIONS),
): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  const now = Date.now();
  for (const size of sizes) {
    const time: GrowthContext['time'] = async (figure, run) => {
      if (only && !only(figure)) return;
      rows.push({ figure, size, ms: await median(run) });
    };
    await withGrowthDb(size, now, time, async (context) => {
      for (const [name, section] of Object.entries(SECTIONS)) if (sections.includes(name)) await section(context);
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  // `npx tsx bench/growth.ts [--sections=courses,community] [figure filter]`: only those sections'
  // fixtures and figures, and of them only the figures whose name contains the filter.
  const args = process.argv.slice(2);
  const sections = args
    .find((a) => a.startsWith('--sections='))
    ?.slice('--sections='.length)
    .split(',');
  const filter = args.find((a) => !a.startsWith('--'))?.toLowerCase();
  benchGrowth(undefined, filter ? (figure) => figure.toLowerCase().includes(filter) : undefined, sections).then(
    (rows) => {
      console.table(rows);
      const [a, b] = [Math.min(...rows.map((r) => r.size)), Math.max(...rows.map((r) => r.size))];
      const at = (figure: string, size: number) => rows.find((r) => r.figure === figure && r.size === size)?.ms;
      for (const figure of [...new Set(rows.map((r) => r.figure))])
        console.log(
          `${figure}: ${at(figure, a)} → ${at(figure, b)} ms, ×${(at(figure, b)! / at(figure, a)!).toFixed(1)}`,
        );
      console.log(`${Math.round((Date.now() - started) / 1000)} s`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
