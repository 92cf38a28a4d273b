/**
 * Issue 28 item 2's questionnaire, mall and lecturer rows alone (the same fixtures and service
 * calls as bench/growth.ts's sections, decision 0066), for profiling without the whole run:
 * `npx tsx bench/growth-b-sections.ts [sizes…]`. 15 calls per figure; the ratio of the fastest
 * calls is printed beside the medians' (steadier on a loaded machine).
 */
import { withGrowthDb } from './growth';
import type { GrowthContext } from './growth-sections/context';
import { lecturerRows, mallRows } from './growth-sections/mall-lecturers';
import { questionnaireRows } from './growth-sections/questionnaires-tasks';
import { timeRuns } from './timing';

const RUNS = 15;

const timed = (run: () => Promise<unknown>) => timeRuns(run, RUNS);

async function main(sizes: number[]): Promise<void> {
  const table: Record<string, Record<number, { median: number; fastest: number }>> = {};
  const now = Date.now();
  for (const size of sizes) {
    const time: GrowthContext['time'] = async (figure, run) => {
      (table[figure] ??= {})[size] = await timed(run);
    };
    await withGrowthDb(size, now, time, async (context) => {
      for (const section of [mallRows, lecturerRows, questionnaireRows]) await section(context);
    });
  }
  const [a, b] = [sizes[0]!, sizes[sizes.length - 1]!];
  console.table(
    Object.entries(table).map(([figure, by]) => ({
      figure,
      [`median ${a}`]: by[a]!.median,
      [`median ${b}`]: by[b]!.median,
      ratio: Number((by[b]!.median / by[a]!.median).toFixed(1)),
      'fastest ratio': Number((by[b]!.fastest / by[a]!.fastest).toFixed(1)),
    })),
  );
}

const sizes = process.argv.slice(2).map(Number);
main(sizes.length ? sizes : [1_000, 100_000]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
