import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config';

/**
 * WORKERS=N (decision 0041): this process is the primary. It has already migrated and seeded the
 * database (main.ts), so the workers only open it and serve; they share the listening port through
 * node:cluster (round-robin on Linux). The primary serves nothing itself. A worker that dies is
 * started again after a pause, unless workers keep failing to start (then all stop, exit code 1);
 * SIGTERM or SIGINT stops every worker (each closes its server and its database), then the primary.
 */

/** Pause before a dead worker is replaced, so a crash at start-up does not spin. */
const RESTART_DELAY_MS = 1000;
/** More deaths than this within the window means something is wrong with every worker: stop. */
const CRASH_LIMIT = 10;
const CRASH_WINDOW_MS = 60_000;
/** Workers in a row that die before listening (a port in use, a database that will not open): stop. */
const START_FAILURE_LIMIT = 3;
/** How long a worker may take to close before it is killed. */
const STOP_GRACE_MS = 10_000;

export interface ClusterHandle {
  /** Resolves once every worker of the first round listens. */
  listening: Promise<void>;
}

export function startCluster(config: ServerConfig, log: (line: string) => void = console.log): ClusterHandle {
  // Every worker must sign and check media addresses with one secret; a random default differs per
  // process, so the primary hands its own to the workers (an explicit MEDIA_SIGNING_SECRET is the same one).
  const env = { MEDIA_SIGNING_SECRET: config.mediaSigningSecret };
  let stopping = false;
  let exitCode = 0;
  const deaths: number[] = [];

  const fork = (): Worker => cluster.fork(env);
  // Workers listening now; the first time all of them are, start-up is over.
  const listeningNow = new Set<number>();
  let resolveListening!: () => void;
  const listening = new Promise<void>((resolve) => (resolveListening = resolve));
  // Workers that died before they ever listened, in a row: the next one would fail the same way.
  let failedStarts = 0;
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('listening', (worker) => {
    listeningNow.add(worker.id);
    failedStarts = 0;
    if (listeningNow.size === config.workers) resolveListening();
  });

  cluster.on('exit', (worker, code, signal) => {
    const listened = listeningNow.delete(worker.id);
    if (stopping) {
      if (liveWorkers().length === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0]! < now - CRASH_WINDOW_MS) deaths.shift();
    if (!listened) failedStarts += 1;
    log(`  worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another`);
    if (failedStarts >= START_FAILURE_LIMIT || deaths.length > CRASH_LIMIT) {
      console.error(
        failedStarts >= START_FAILURE_LIMIT
          ? `  ${failedStarts} workers in a row died before serving (see their errors above); stopping.`
          : `  ${deaths.length} workers died within a minute; stopping.`,
      );
      stop(1);
      return;
    }
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = liveWorkers();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

  return { listening };
}

/** Workers not yet exited (an exited one may linger in cluster.workers until it disconnects). */
function liveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
}

/** True in a process forked by startCluster. */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}
