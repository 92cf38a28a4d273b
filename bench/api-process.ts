/**
 * The API load's servers in a process of their own (issue 28): the real server, as
 * `npm run serve` runs it with one process, and the bare Fastify baseline beside it, while
 * autocannon and the request signing run in the bench's process. In one process the load
 * generator's own work (building and signing every request) took the server's CPU and counted
 * against it; in two, each side has a core, as a client and a server have in deployment.
 * `BENCH_SERVER_ARGS` passes Node flags to the server process, e.g. `--cpu-prof --cpu-prof-dir=…`.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { load, type LoadFigures, type LoadTarget } from './api-load';
import type { ExamSaveCheck } from './exam-save-load';
import type { LongExam } from './fixtures/long-exam';

export interface ApiServers {
  portalUrl: string;
  bareUrl: string;
  exams: { apiSave: LongExam };
  /** CPU time (user + system, µs) the server process has used so far: cost per request, whatever the load. */
  cpuMicros(): Promise<number>;
  /** Reads the answers stored for an attempt (the save target's check). */
  check(attemptId: number, sent: number): Promise<ExamSaveCheck>;
  close(): Promise<void>;
}

type Message =
  | { kind: 'ready'; portalUrl: string; bareUrl: string; exams: { apiSave: LongExam } }
  | { kind: 'checked'; result: ExamSaveCheck }
  | { kind: 'cpu'; micros: number }
  | { kind: 'closed' };

export async function startApiServers(root: string, out: string): Promise<ApiServers> {
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(path.join(root, 'bench/api-server.ts'), [root, out], {
    execArgv: ['--import', 'tsx', ...extra],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench server process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as Message);
      });
    });
  const ready = await next();
  if (ready.kind !== 'ready') throw new Error('bench server process did not start');
  return {
    portalUrl: ready.portalUrl,
    bareUrl: ready.bareUrl,
    exams: ready.exams,
    async cpuMicros() {
      const answer = next();
      child.send({ kind: 'cpu' });
      const message = await answer;
      if (message.kind !== 'cpu') throw new Error('bench server process did not answer its CPU time');
      return message.micros;
    },
    async check(attemptId, sent) {
      const answer = next();
      child.send({ kind: 'check', attemptId, sent });
      const message = await answer;
      if (message.kind !== 'checked') throw new Error('bench server process did not check');
      return message.result;
    },
    async close() {
      const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ kind: 'close' });
      await closed;
    },
  };
}

/**
 * One target's load, with the server process's CPU time per answered request beside it. On a
 * machine shared with other work the requests per second follow the load of the moment; the CPU
 * a request costs the server hardly does, so its ratio to the bare route's is the steadier figure.
 */
export async function loadWithCpu(
  servers: ApiServers,
  url: string,
  target: LoadTarget,
  seconds: number,
): Promise<LoadFigures> {
  const before = await servers.cpuMicros();
  const figures = await load(url, target, seconds);
  const used = (await servers.cpuMicros()) - before;
  return { ...figures, cpuMicrosPerRequest: figures.total > 0 ? Math.round(used / figures.total) : 0 };
}
