import type { LoadFigures } from './api-load';
import type { BundleFigures } from './bundle';
import type { ExamPageFigures } from './exam-page';
import type { ExamSaveCheck } from './exam-save-load';
import { evaluateGoals, GOALS } from './goals';
import type { GrowthRow } from './growth';
import type { PaintFigures } from './page-load';
import type { RankingBenchRow } from './ranking';

/** What run.ts measured, as bench/results.json holds it. */
export interface BenchTables {
  bundle: BundleFigures;
  api: Record<string, LoadFigures>;
  examAnswerSaveCheck: ExamSaveCheck;
  paint: Record<string, PaintFigures>;
  /** The same at 390 px on slow 4G (page-load.ts PHONE_PROFILE), beside the blank page loaded alike. */
  paintPhone: Record<string, PaintFigures>;
  examPage: ExamPageFigures;
  ranking: RankingBenchRow[];
  growth: GrowthRow[];
}

/** Issue 28's first-page budgets, JS and CSS together (gzip). */
const PAGE_BUDGETS: Record<string, number> = { login: GOALS.loginBytes, index: GOALS.indexBytes };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : 'n/a');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The console table of `npm run bench` (results.json has the same figures). */
export function printTables(t: BenchTables): void {
  console.log('\nBundle (gzip)            JS          CSS');
  for (const [page, size] of Object.entries(t.bundle.pages))
    console.log(
      `  /${page.padEnd(22)} ${kb(size.js).padEnd(11)} ${kb(size.css).padEnd(10)} JS+CSS ${kb(size.js + size.css)}${PAGE_BUDGETS[page] ? ` (budget ${kb(PAGE_BUDGETS[page])})` : ''}`,
    );
  for (const [page, size] of Object.entries(t.bundle.afterPaint ?? {}))
    console.log(`  /${page.padEnd(22)} after it has painted: CSS ${kb(size.css)} (Arco's rest CSS, not counted above)`);
  console.log(`  largest lazy chunk      ${kb(t.bundle.largestRouteChunk.gzip)}  ${t.bundle.largestRouteChunk.file}`);

  console.log(
    '\nAPI (50 connections)     req/s       p50      p99      ratio to bare Fastify (req/s)   server CPU per answer (ratio)   answers',
  );
  const bareCpu = t.api.bareFastify?.cpuMicrosPerRequest;
  for (const [name, f] of Object.entries(t.api)) {
    const problems = [
      f.non2xx ? `${f.non2xx} non-2xx` : '',
      f.refused ? `${f.refused} refused (status N)` : '',
      f.errors ? `${f.errors} errors` : '',
    ]
      .filter(Boolean)
      .join(', ');
    console.log(
      `  ${name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padEnd(11)} ${`${f.p50Ms} ms`.padEnd(8)} ${`${f.p99Ms} ms`.padEnd(8)} ${ratio(f.requestsPerSecond, t.api.bareFastify!.requestsPerSecond).padEnd(31)} ${(f.cpuMicrosPerRequest ? `${f.cpuMicrosPerRequest} µs (${bareCpu ? ratio(bareCpu, f.cpuMicrosPerRequest) : 'n/a'})` : 'n/a').padEnd(31)} ${f.total}: ${problems || 'all 2xx with status Y'}`,
    );
  }
  const save = t.examAnswerSaveCheck;
  console.log(
    `  examAnswerSave: one answer per request, seq = request number; attempt holds ${save.stored} answers, highest seq ${save.highestSeq} of ${save.sent} built`,
  );

  console.log(
    '\nPaint (4× CPU, median)   FCP         LCP      ratio to blank React page (FCP / LCP), layout shift of /index once settled',
  );
  for (const [name, f] of Object.entries(t.paint)) {
    console.log(
      `  ${name.padEnd(22)} ${`${f.fcpMs.toFixed(0)} ms`.padEnd(11)} ${`${f.lcpMs.toFixed(0)} ms`.padEnd(8)} ${ratio(f.fcpMs, t.paint.blank!.fcpMs)} / ${ratio(f.lcpMs, t.paint.blank!.lcpMs)}${f.cls === undefined ? '' : `   CLS ${f.cls.toFixed(3)}`}`,
    );
  }

  console.log('\nPaint on a phone (390 px, 4× CPU, slow 4G, median)   FCP   LCP   ratio to blank page (FCP / LCP)');
  for (const [name, f] of Object.entries(t.paintPhone)) {
    console.log(
      `  ${name.padEnd(22)} ${`${f.fcpMs.toFixed(0)} ms`.padEnd(11)} ${`${f.lcpMs.toFixed(0)} ms`.padEnd(8)} ${ratio(f.fcpMs, t.paintPhone.blank!.fcpMs)} / ${ratio(f.lcpMs, t.paintPhone.blank!.lcpMs)}`,
    );
  }

  const e = t.examPage;
  console.log(
    `\nExam page, 200 questions (${e.cpuSlowdown}× CPU, median of ${e.samples}, click → painted)   ratio to blank React re-render`,
  );
  const examRows: Array<[string, number]> = [
    ['blank page: swap a paragraph', e.blankSwapMs],
    ['switch question: "Next"', e.switchNextMs],
    ['switch question: answer sheet', e.switchSheetMs],
    ['save: option shown chosen (local)', e.saveLocalMs],
    [`save: server accepted (${e.debounceMs} ms debounce incl.)`, e.saveServerAckMs],
    ['  of which the save request', e.saveRoundTripMs],
  ];
  for (const [name, value] of examRows)
    console.log(`  ${name.padEnd(46)} ${ms(value).padEnd(10)} ${ratio(value, e.blankSwapMs)}`);

  console.log('\nRanking (median ms)        1,000     100,000   ratio');
  for (const row of t.ranking.filter((r) => r.name.endsWith('@ 1,000 users'))) {
    const big = t.ranking.find((r) => r.name === row.name.replace('@ 1,000 users', '@ 100,000 users'));
    console.log(
      `  ${row.name.replace(' @ 1,000 users', '').padEnd(26)} ${String(row.ms).padEnd(9)} ${String(big?.ms ?? 'n/a').padEnd(9)} ${big ? ratio(big.ms, row.ms) : 'n/a'}`,
    );
  }

  const sizes = [...new Set(t.growth.map((r) => r.size))].sort((a, b) => a - b);
  const [small, large] = [sizes[0]!, sizes[sizes.length - 1]!];
  console.log(
    `\nGrowth (median ms)                     ${small.toLocaleString('en').padEnd(9)} ${large.toLocaleString('en').padEnd(9)} ratio`,
  );
  for (const figure of [...new Set(t.growth.map((r) => r.figure))]) {
    const at = (size: number) => t.growth.find((r) => r.figure === figure && r.size === size)?.ms;
    const [a, b] = [at(small), at(large)];
    console.log(
      `  ${figure.padEnd(38)} ${String(a ?? 'n/a').padEnd(9)} ${String(b ?? 'n/a').padEnd(9)} ${a !== undefined && b !== undefined ? ratio(b, a) : 'n/a'}`,
    );
  }

  console.log('\nGoals of issue 28                                              measured   met');
  for (const row of evaluateGoals(t))
    console.log(`  ${row.goal.padEnd(62)} ${row.measured.padEnd(10)} ${row.met ? 'yes' : 'NO'}`);
}
