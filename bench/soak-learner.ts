import http from 'node:http';
import { DEFAULT_APP_KEY, decryptJson } from '../protocol';
import { DEMO_PASSWORD } from '../server/db/seed/demo-data';
import { signedRequest } from '../server/test-support/signed-request';

/**
 * One simulated learner of the soak (bench/soak.ts): signs in through the API, starts the soak
 * exam, then saves answers until the deadline the way the exam page does — a debounced batch of
 * a few questions, each carrying the attempt's next seq — and remembers every answer the server
 * ACKNOWLEDGED, so the end check can prove none of them was lost. A failed save is classified and
 * retried after a pause (the page keeps unsent answers and sends them again with a newer seq).
 * The learner has its own keep-alive connection, so a killed server process cuts exactly the
 * learners it was serving; their next request opens a connection the other process accepts.
 */
const FLAGS = ['apiRequestSign'];
/** A request that has not answered in this long counts as failed ('timeout'). */
const REQUEST_TIMEOUT_MS = 15_000;

export interface Batch {
  seq: number;
  /** questionId → the value sent. */
  answers: Map<number, string>;
  acknowledged: boolean;
}

export interface LearnerRun {
  account: string;
  attemptId: number;
  batches: Batch[];
  /** Successful save round-trips, in ms, and when each was acknowledged. */
  latencies: number[];
  acks: number[];
  /** Failed calls by kind ('connection reset', 'refused 50000 …', 'timeout'), with when they happened. */
  errors: Array<{ kind: string; at: number }>;
  /** Failed sign-in and start calls (retried; not saves). */
  setupErrors: string[];
  /** Pids (x-served-by) that answered this learner, in the order first seen. */
  servedBy: number[];
}

interface Answer {
  status: number;
  envelope: { status: string; code: number; msg: string; data: unknown };
  servedBy: number;
}

export class CallError extends Error {
  constructor(readonly kind: string) {
    super(kind);
  }
}

function send(
  agent: http.Agent,
  base: URL,
  call: string,
  params: Record<string, string>,
  who: object,
): Promise<Answer> {
  const request = signedRequest(call, params, { eid: 1, flags: FLAGS, method: 'POST', now: Date.now(), ...who });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e) => reject(new CallError(`connection ${(e as NodeJS.ErrnoException).code ?? e.message}`)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: res.statusCode ?? 0,
              envelope: JSON.parse(text),
              servedBy: Number(res.headers['x-served-by']),
            });
          } catch {
            reject(new CallError(`HTTP ${res.statusCode} (not an envelope)`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new CallError('timeout')));
    req.on('error', (e) =>
      reject(
        e instanceof CallError ? e : new CallError(`connection ${(e as NodeJS.ErrnoException).code ?? e.message}`),
      ),
    );
    req.end(request.body);
  });
}

async function call<T>(agent: http.Agent, base: URL, name: string, params: Record<string, string>, who: object) {
  const answer = await send(agent, base, name, params, who);
  if (answer.envelope.status !== 'Y')
    throw new CallError(`refused ${answer.envelope.code} (HTTP ${answer.status}): ${answer.envelope.msg.slice(0, 60)}`);
  const data = answer.envelope.data;
  return {
    data: (typeof data === 'string' ? decryptJson(data, DEFAULT_APP_KEY) : data) as T,
    servedBy: answer.servedBy,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Set-up calls (sign-in, start) are retried a few times: the soak is about the saves. */
async function settle<T>(run: LearnerRun, attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      run.setupErrors.push(error instanceof Error ? error.message : String(error));
      if (i >= 9) throw error;
      await pause(500 * (i + 1));
    }
  }
}

export interface LearnerPlan {
  baseUrl: string;
  account: string;
  examId: number;
  /** Single-choice questions of the paper, the only ones this learner answers. */
  questionIds: number[];
  /** Told once when this learner has started the exam (or given up trying). */
  onJoined: () => void;
  /** Resolves, once every learner is in, to the moment saving stops. */
  go: Promise<number>;
  /** Pause between two saves (the page's debounce plus a person's reading time). */
  thinkMs: number;
  /** Questions per save. */
  batchSize: number;
  /** Safety bound on saves whatever the clock says. */
  maxSaves: number;
}

export function newRun(account: string): LearnerRun {
  return { account, attemptId: 0, batches: [], latencies: [], acks: [], errors: [], setupErrors: [], servedBy: [] };
}

/** Runs the learner until the plan's deadline, filling `run` as it goes (the soak reads it live). */
export async function runLearner(plan: LearnerPlan, run: LearnerRun): Promise<void> {
  const base = new URL(plan.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let joined = false;
  const join = () => {
    if (!joined) plan.onJoined();
    joined = true;
  };
  const seen = (pid: number) => {
    if (pid && !run.servedBy.includes(pid)) run.servedBy.push(pid);
  };
  try {
    const session = await settle(run, async () => {
      const r = await call<{ token: string; userid: string | number }>(
        agent,
        base,
        'apiSystem/login',
        { account: plan.account, password: DEMO_PASSWORD },
        {},
      );
      return { token: r.data.token, userid: String(r.data.userid) };
    });
    const started = await settle(run, () =>
      call<{ attemptId: number }>(
        agent,
        base,
        '/v1/exam/attempt/start',
        { examId: String(plan.examId), deviceId: `soak-${plan.account}` },
        session,
      ),
    );
    run.attemptId = started.data.attemptId;
    seen(started.servedBy);
    join();
    const deadline = await plan.go;

    let backoff = 0;
    for (let n = 1; n <= plan.maxSaves && Date.now() < deadline; n++) {
      const answers = new Map<number, string>();
      for (let k = 0; k < plan.batchSize; k++) {
        const q = plan.questionIds[(n * plan.batchSize + k) % plan.questionIds.length]!;
        answers.set(q, 'ABCD'[(n + k) % 4]!);
      }
      const batch: Batch = { seq: n, answers, acknowledged: false };
      run.batches.push(batch);
      const body = [...answers].map(([questionId, v]) => ({ questionId, values: [v], attachmentIds: [], seq: n }));
      const t0 = performance.now();
      try {
        const saved = await call(
          agent,
          base,
          '/v1/exam/attempt/save',
          { attemptId: String(run.attemptId), answers: JSON.stringify(body) },
          session,
        );
        run.latencies.push(performance.now() - t0);
        run.acks.push(Date.now());
        batch.acknowledged = true;
        seen(saved.servedBy);
        backoff = 0;
        await pause(plan.thinkMs);
      } catch (error) {
        run.errors.push({ kind: error instanceof CallError ? error.kind : String(error), at: Date.now() });
        // Try again soon, then less often while the server is away (at most every 2 s).
        backoff = Math.min(2000, backoff === 0 ? 100 : backoff * 2);
        await pause(backoff);
      }
    }
  } catch (error) {
    run.errors.push({
      kind: `set-up failed: ${error instanceof Error ? error.message : String(error)}`,
      at: Date.now(),
    });
    join();
  } finally {
    agent.destroy();
  }
}
