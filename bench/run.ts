/**
 * `npm run bench`: bundle sizes, page paint at 4× CPU slowdown, API load, the exam page and
 * growth with table size, each time beside a baseline measured in the same run (shared machines
 * are noisy; ratios travel, raw times do not). Prints a table and writes bench/results.json;
 * docs/performance.md keeps the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signedCall, signIn, type LoadFigures } from './api-load';
import { loadWithCpu, startApiServers } from './api-process';
import { measureBundle } from './bundle';
import { benchExamPage, type ExamPageFigures } from './exam-page';
import { examSaveTarget, type ExamSaveCheck } from './exam-save-load';
import { benchGrowth } from './growth';
import {
  indexVisitStates,
  launchBrowser,
  measureFirstPages,
  measurePaint,
  PHONE_PROFILE,
  type PaintFigures,
} from './page-load';
import { DEMO_COURSES } from '../server/db/seed/course-demo';
import { printTables } from './print';
import { buildPages, startServers } from './servers';
import { benchRanking } from './ranking';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'bench/.out');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Clicks per exam-page figure (question switches, saves, baseline swaps). */
const SAMPLES = 30;
const FLAGS = ['apiRequestSign'];

/** Seconds each phase took, printed as it ends and kept in results.json: where the bench's own time goes. */
function phaseClock(): { end: (name: string) => void; seconds: Record<string, number> } {
  const seconds: Record<string, number> = {};
  let since = Date.now();
  return {
    seconds,
    end(name) {
      seconds[name] = Math.round((Date.now() - since) / 1000);
      since = Date.now();
      console.log(`  (${name}: ${seconds[name]} s)`);
    },
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const phases = phaseClock();
  console.log('building the portal and the blank baseline page…');
  await buildPages(ROOT, OUT);
  const bundle = measureBundle(path.join(OUT, 'portal'), {
    // /login is a page of its own (login.html, decision 0073).
    login: 'login.html',
    index: 'src/app/routes/home-route.tsx',
  });
  phases.end('build');

  // The API load first, against servers in a process of their own (bench/api-process.ts).
  console.log(`API load: 50 connections, ${SECONDS} s per target, the servers in their own process…`);
  const api: Record<string, LoadFigures> = {};
  let examAnswerSaveCheck: ExamSaveCheck;
  const apiServers = await startApiServers(ROOT, OUT);
  try {
    api.bareFastify = await loadWithCpu(
      apiServers,
      apiServers.bareUrl,
      { name: 'bare', next: () => ({ method: 'GET', path: '/bare', headers: {} }) },
      SECONDS,
    );
    api.enterprise = await loadWithCpu(
      apiServers,
      apiServers.portalUrl,
      { name: 'enterprise', next: signedCall('apiHomePage/Enterprise', {}, { eid: 1, flags: FLAGS }) },
      SECONDS,
    );
    // The course library's first page as a signed-in learner sees it (visibility, progress, prices).
    const learner = await signIn(apiServers.portalUrl, 'learner', 1);
    api.courseList = await loadWithCpu(
      apiServers,
      apiServers.portalUrl,
      { name: 'courseList', next: signedCall('apiCourse/byCategoryCache', {}, { eid: 1, flags: FLAGS, ...learner }) },
      SECONDS,
    );
    // One answer saved per request into a real open attempt on the 200-question bench exam.
    const save = await examSaveTarget(apiServers.portalUrl, apiServers.check, apiServers.exams.apiSave, learner, FLAGS);
    api.examAnswerSave = await loadWithCpu(apiServers, apiServers.portalUrl, save.target, SECONDS);
    examAnswerSaveCheck = await save.check();
  } finally {
    await apiServers.close();
  }
  phases.end('api');

  const servers = await startServers(ROOT, OUT);
  try {
    console.log(`page paint: ${RUNS} cold loads each at 4× CPU slowdown…`);
    const browser = await launchBrowser();
    const paint: Record<string, PaintFigures> = {};
    const paintPhone: Record<string, PaintFigures> = {};
    let examPage: ExamPageFigures;
    try {
      const storageState = await servers.signedInState(browser);
      Object.assign(paint, await measureFirstPages(browser, servers, storageState, RUNS));
      phases.end('first pages');
      // The phone figure is a first visit (no home kept from an earlier one), so it does not depend
      // on whether the sign-in above stayed long enough to keep the home (decision 0074).
      const phoneIndexState = (await indexVisitStates(browser, servers.portalUrl, storageState)).first;
      console.log(`page paint on a phone: ${RUNS} cold loads each at 390 px, 4× CPU slowdown and slow 4G…`);
      paintPhone.blank = await measurePaint(browser, `${servers.blankUrl}/`, {
        runs: RUNS,
        profile: PHONE_PROFILE,
        ready: (page) => page.getByRole('heading', { name: 'Blank page' }).waitFor(),
      });
      paintPhone.index = await measurePaint(browser, `${servers.portalUrl}/index`, {
        runs: RUNS,
        storageState: phoneIndexState,
        profile: PHONE_PROFILE,
        ready: (page) => page.getByText('Welcome, Lin Xiao').waitFor(),
      });
      // The demo's first course (seeded first, so id 1), as the learner who has started it sees it.
      const course = DEMO_COURSES[0]!.title;
      paintPhone.course = await measurePaint(browser, `${servers.portalUrl}/course/1`, {
        runs: RUNS,
        storageState,
        profile: PHONE_PROFILE,
        ready: (page) => page.getByRole('heading', { level: 1, name: course }).waitFor(),
      });
      phases.end('phone pages');
      console.log(
        `exam page: ${SAMPLES} question switches (twice) and ${SAMPLES} answer saves on a 200-question paper at 4× CPU slowdown…`,
      );
      examPage = await benchExamPage(browser, {
        portalUrl: servers.portalUrl,
        blankUrl: servers.blankUrl,
        storageState,
        exam: servers.exams.page,
        samples: SAMPLES,
        cpuSlowdown: 4,
      });
      phases.end('exam page');
    } finally {
      await browser.close();
    }

    console.log('ranking at 1,000 and 100,000 learners (decision 0021)…');
    const ranking = await benchRanking();
    phases.end('ranking');
    console.log('growth: course list and message counts at 1,000 and 100,000 rows…');
    const growth = await benchGrowth();
    phases.end('growth');

    const results = {
      takenAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? '',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      },
      settings: {
        apiSeconds: SECONDS,
        apiConnections: 50,
        paintRuns: RUNS,
        cpuSlowdown: 4,
        examPageSamples: SAMPLES,
        phone: { viewport: PHONE_PROFILE.context.viewport, network: PHONE_PROFILE.network },
      },
      bundle,
      api,
      examAnswerSaveCheck,
      paint,
      paintPhone,
      examPage,
      ranking,
      growth,
      pending: [] as string[],
      durationSeconds: Math.round((Date.now() - started) / 1000),
      phaseSeconds: phases.seconds,
    };
    fs.writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    printTables(results);
    console.log(`\nwritten bench/results.json in ${results.durationSeconds} s`);
  } finally {
    await servers.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
