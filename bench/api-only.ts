/**
 * The API part of `npm run bench` alone (`npx tsx bench/api-only.ts`): the same targets against
 * the same seeded server, without building the portal or opening a browser, so a change to the
 * server can be measured and profiled in about half a minute. Uses the last `npm run bench` build
 * in bench/.out/portal if there is one (only static pages read it). The servers run in a process
 * of their own (bench/api-process.ts), so `BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/p'`
 * profiles the server alone; `BENCH_TARGETS=enterprise,courseList` picks targets (leaving out
 * `bareFastify` keeps the baseline out of a profile). Prints the API table; writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { signIn, signedCall, type LoadFigures } from './api-load';
import { loadWithCpu, startApiServers } from './api-process';
import { examSaveTarget } from './exam-save-load';
import { GOALS } from './goals';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'bench/.out');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_TARGETS?.split(',');
const FLAGS = ['apiRequestSign'];

async function main(): Promise<void> {
  fs.mkdirSync(path.join(OUT, 'portal'), { recursive: true });
  const servers = await startApiServers(ROOT, OUT);
  const api: Record<string, LoadFigures> = {};
  const wanted = (name: string) => !ONLY || ONLY.includes(name);
  try {
    if (wanted('bareFastify'))
      api.bareFastify = await loadWithCpu(
        servers,
        servers.bareUrl,
        { name: 'bare', next: () => ({ method: 'GET', path: '/bare', headers: {} }) },
        SECONDS,
      );
    if (wanted('enterprise'))
      api.enterprise = await loadWithCpu(
        servers,
        servers.portalUrl,
        { name: 'enterprise', next: signedCall('apiHomePage/Enterprise', {}, { eid: 1, flags: FLAGS }) },
        SECONDS,
      );
    const learner = await signIn(servers.portalUrl, 'learner', 1);
    if (wanted('courseList'))
      api.courseList = await loadWithCpu(
        servers,
        servers.portalUrl,
        {
          name: 'courseList',
          next: signedCall('apiCourse/byCategoryCache', {}, { eid: 1, flags: FLAGS, ...learner }),
        },
        SECONDS,
      );
    if (wanted('examAnswerSave')) {
      const save = await examSaveTarget(servers.portalUrl, servers.check, servers.exams.apiSave, learner, FLAGS);
      api.examAnswerSave = await loadWithCpu(servers, servers.portalUrl, save.target, SECONDS);
    }
  } finally {
    await servers.close();
  }
  const base = api.bareFastify;
  console.log('target           req/s    p50     p99     ratio   CPU/answer  CPU ratio   answers');
  for (const [name, f] of Object.entries(api)) {
    const bad = f.non2xx + f.refused + f.errors;
    const cpuRatio =
      base?.cpuMicrosPerRequest && f.cpuMicrosPerRequest ? base.cpuMicrosPerRequest / f.cpuMicrosPerRequest : NaN;
    console.log(
      `${name.padEnd(16)} ${f.requestsPerSecond.toFixed(0).padEnd(8)} ${`${f.p50Ms} ms`.padEnd(7)} ${`${f.p99Ms} ms`.padEnd(7)} ${(f.requestsPerSecond / (base?.requestsPerSecond ?? NaN)).toFixed(2).padEnd(7)} ${`${f.cpuMicrosPerRequest} µs`.padEnd(11)} ${cpuRatio.toFixed(2).padEnd(11)} ${f.total}${bad ? ` (${bad} not accepted)` : ''}`,
    );
  }
  console.log(
    `goals: enterprise ≥ ${GOALS.enterpriseRatio}×, list and save ≥ ${GOALS.listAndSaveRatio}×, p99 ≤ ${GOALS.p99Ms} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
