import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/db/seed/seed';
import { checkAnswers } from './soak-check';
import { seedSoak } from './soak-fixture';
import { newRun, runLearner } from './soak-learner';
import { startPostgres } from './soak-postgres';
import { printReport, type SoakFaults } from './soak-report';

/**
 * `npm run soak` (issue 21 item 4; figures in docs/performance.md "Soak"): a throw-away
 * PostgreSQL, the real server with WORKERS=2 on one loopback port, and SOAK_LEARNERS (50)
 * simulated learners who each start the soak exam and save answers for SOAK_SECONDS (300).
 * At 35 % of the run one worker is killed with SIGKILL (its learners' connections break; they
 * reconnect and the other worker — and the primary's replacement — serve them); at 65 % the
 * database is stopped for SOAK_DB_DOWN_MS (5 000) and started again. The run ends with the
 * database's answers checked against every save the server acknowledged. Exit 1 when an
 * acknowledged answer is lost, a save is half-written, or a call failed outside the faults.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const LEARNERS = Number(process.env.SOAK_LEARNERS ?? 50);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const DB_DOWN_MS = Number(process.env.SOAK_DB_DOWN_MS ?? 5000);
const WORKERS = 2;
const BATCH = 3;
/** A fault's window: from the fault until this long after it ended, errors are the fault's. */
const SETTLE_MS = 10_000;
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);

if (!(SECONDS >= 20 && LEARNERS >= 2 && THINK_MS >= 0)) {
  console.error('soak: SOAK_SECONDS must be at least 20 and SOAK_LEARNERS at least 2');
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The server as `npm run serve` starts it, in its own process group (so the soak ends exactly what it started). */
function startServer(databaseUrl: string, port: number, logFile: string): Promise<ChildProcess> {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: String(WORKERS),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      PORTAL_DIR: path.join(path.dirname(logFile), 'no-portal'),
      MEDIA_DIR: path.join(path.dirname(logFile), 'media'),
    },
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (fs.readFileSync(logFile, 'utf8').includes('is running at')) {
        clearInterval(poll);
        resolve(child);
      } else if (child.exitCode !== null || Date.now() - started > 120_000) {
        clearInterval(poll);
        reject(new Error(`soak: the server did not start:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`));
      }
    }, 250);
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(-child.pid!, 'SIGTERM');
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-soak-'));
const serverLog = path.join(work, 'server.log');
log(
  `Soak: ${LEARNERS} learners × ${SECONDS} s, ${WORKERS} worker processes on PostgreSQL (think ${THINK_MS} ms, ${BATCH} answers a save)`,
);
const pg = await startPostgres(log);
let server: ChildProcess | undefined;
let code = 1;
try {
  const setup = openDatabase(pg.url);
  await migrateToLatest(setup);
  await seedDemo(setup);
  const fixture = await seedSoak(setup, LEARNERS);
  const pgVersion = (await sql<{ server_version: string }>`show server_version`.execute(setup)).rows[0]!.server_version;
  // The soak's own connections would break at the restart; the end check opens fresh ones.
  await setup.destroy();

  const port = await freePort();
  server = await startServer(pg.url, port, serverLog);
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`  server: WORKERS=${WORKERS} on ${baseUrl}`);

  // Everyone signs in and opens the exam first (bounded); the SOAK_SECONDS of saving start when all are in.
  const runs = fixture.accounts.map(newRun);
  let joined = 0;
  let allIn!: () => void;
  const everyoneIn = new Promise<void>((resolve) => (allIn = resolve));
  let go!: (deadline: number) => void;
  const goSignal = new Promise<number>((resolve) => (go = resolve));
  const joining = Date.now();
  const learners = runs.map(async (run, i) => {
    // Arrivals spread over the first seconds, as people open an exam one after another.
    await pause(i * 60);
    await runLearner(
      {
        baseUrl,
        account: run.account,
        examId: fixture.examId,
        questionIds: fixture.questionIds,
        onJoined: () => {
          if (++joined === runs.length) allIn();
        },
        go: goSignal,
        thinkMs: THINK_MS,
        batchSize: BATCH,
        maxSaves: Math.ceil((SECONDS * 1000) / Math.max(THINK_MS, 1)) + 1000,
      },
      run,
    );
  });
  await Promise.race([everyoneIn, pause(300_000)]);
  const inExam = runs.filter((r) => r.attemptId > 0).length;
  log(
    `  ${inExam} of ${runs.length} learners signed in and started the exam in ${((Date.now() - joining) / 1000).toFixed(1)} s`,
  );
  const started = Date.now();
  go(started + SECONDS * 1000);

  const faults: SoakFaults = { windows: [], killedPid: 0, pgVersion, load: os.loadavg()[0]! };
  const faultPlan = (async () => {
    await pause(SECONDS * 350);
    // A worker that is serving learners right now: the pid the last answers named.
    const serving = runs.flatMap((r) => r.servedBy.slice(-1));
    const pid = serving.sort(
      (a, b) => serving.filter((p) => p === b).length - serving.filter((p) => p === a).length,
    )[0];
    if (!pid) {
      const setup = runs.flatMap((r) => r.setupErrors);
      throw new Error(
        `soak: no worker has answered yet (${setup.length} failed set-up calls: ${setup.slice(0, 3).join('; ')})`,
      );
    }
    faults.killedPid = pid;
    const killAt = Date.now();
    process.kill(pid, 'SIGKILL');
    log(`  ${((killAt - started) / 1000).toFixed(0)} s: worker ${pid} killed (SIGKILL)`);
    faults.windows.push({ name: 'worker killed', from: killAt, over: killAt, to: killAt + SETTLE_MS });

    await pause(Math.max(0, started + SECONDS * 650 - Date.now()));
    const downAt = Date.now();
    log(`  ${((downAt - started) / 1000).toFixed(0)} s: PostgreSQL stopped for ${DB_DOWN_MS} ms`);
    await pg.restart(DB_DOWN_MS);
    const upAt = Date.now();
    log(`  ${((upAt - started) / 1000).toFixed(0)} s: PostgreSQL up again`);
    faults.windows.push({ name: 'database restart', from: downAt, over: upAt, to: upAt + SETTLE_MS });
  })();

  await Promise.all([...learners, faultPlan]);
  const elapsed = (Date.now() - started) / 1000;
  await stopServer(server);

  const check = openDatabase(pg.url);
  const verdict = await checkAnswers(check, runs);
  await check.destroy();
  // Deaths the primary logged: only the one SIGKILL is planned; any other is a crash (the server log says why).
  const serverText = fs.readFileSync(serverLog, 'utf8');
  const deaths = (serverText.match(/died \(/g) ?? []).length;
  const crash = /^(\w*Error|error): .*$/m.exec(serverText)?.[0];
  const ok = printReport({
    runs,
    verdict,
    faults,
    elapsed,
    learners: LEARNERS,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    batch: BATCH,
    workers: WORKERS,
    unplannedDeaths: { count: deaths - 1, ...(crash ? { first: crash } : {}) },
    log,
  });
  code = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (fs.existsSync(serverLog)) console.error(`server log (tail):\n${fs.readFileSync(serverLog, 'utf8').slice(-3000)}`);
} finally {
  if (server) await stopServer(server);
  pg.stop();
  if (code === 0) fs.rmSync(work, { recursive: true, force: true });
  else log(`  kept for a look: ${work}`);
}
process.exit(code);
