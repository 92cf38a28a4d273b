/**
 * The first-page part of `npm run bench` alone (`npx tsx bench/first-page.ts`): builds the portal
 * and the blank page (skip with BENCH_NO_BUILD=1 to re-measure the last build), then the bundle
 * table and the desktop paint of the blank page, `/login` and `/index`, with issue 28's page goals.
 * Builds into `BENCH_OUT` (default bench/.out/first-page) so a full `npm run bench` running beside
 * it keeps its own files. `BENCH_RUNS` cold loads per page (default 5). Writes nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureBundle } from './bundle';
import { evaluateGoals } from './goals';
import { launchBrowser, measureFirstPages, type PaintFigures } from './page-load';
import type { BenchTables } from './print';
import { buildPages, startServers } from './servers';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(ROOT, process.env.BENCH_OUT ?? 'bench/.out/first-page');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main(): Promise<void> {
  if (process.env.BENCH_NO_BUILD !== '1') {
    console.log(`building the portal and the blank page into ${path.relative(ROOT, OUT)}…`);
    await buildPages(ROOT, OUT);
  }
  const bundle = measureBundle(path.join(OUT, 'portal'), {
    // /login is a page of its own (login.html, decision 0073); a build from before it (BENCH_NO_BUILD
    // on an older copy, to compare) has it as a route of the portal.
    login: fs.existsSync(path.join(OUT, 'portal', 'login.html')) ? 'login.html' : 'src/app/routes/login-route.tsx',
    index: 'src/app/routes/home-route.tsx',
  });
  const servers = await startServers(ROOT, OUT);
  const paint: Record<string, PaintFigures> = {};
  try {
    console.log(`page paint: ${RUNS} cold loads each at 4× CPU slowdown…`);
    const browser = await launchBrowser();
    try {
      const storageState = await servers.signedInState(browser);
      Object.assign(paint, await measureFirstPages(browser, servers, storageState, RUNS));
    } finally {
      await browser.close();
    }
  } finally {
    await servers.close();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [page, size] of Object.entries(bundle.pages))
    console.log(
      `/${page.padEnd(8)} JS ${kb(size.js)}  CSS ${kb(size.css)}  JS+CSS ${kb(size.js + size.css)}  (after painting: CSS ${kb(bundle.afterPaint[page]?.css ?? 0)})`,
    );
  const blank = paint.blank!;
  for (const [page, figures] of Object.entries(paint))
    console.log(
      `${page.padEnd(9)} FCP ${figures.fcpMs.toFixed(0)} ms (${(figures.fcpMs / blank.fcpMs).toFixed(2)}×)  LCP ${figures.lcpMs.toFixed(0)} ms (${(figures.lcpMs / blank.lcpMs).toFixed(2)}×)${figures.cls === undefined ? '' : `  CLS ${figures.cls.toFixed(3)}`}`,
    );
  const tables = { bundle, paint, api: {}, growth: [], ranking: [] } as unknown as BenchTables;
  for (const row of evaluateGoals(tables))
    console.log(`${row.met ? 'met    ' : 'NOT met'}  ${row.goal}: ${row.measured}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
