import os from 'node:os';
import { errorsByKind, percentile, recovery, type Verdict, type Window } from './soak-check';
import type { LearnerRun } from './soak-learner';

export interface SoakFaults {
  windows: Window[];
  killedPid: number;
  pgVersion: string;
  /** The machine's 1-minute load average when the learners started (the machine may be shared). */
  load: number;
}

interface ReportInput {
  runs: LearnerRun[];
  verdict: Verdict;
  faults: SoakFaults;
  elapsed: number;
  learners: number;
  seconds: number;
  thinkMs: number;
  batch: number;
  workers: number;
  /** Server processes that died beside the one killed on purpose, and the first error the log shows. */
  unplannedDeaths: { count: number; first?: string };
  log: (line: string) => void;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Prints the soak's figures (the lines docs/performance.md quotes); true when the run passed. */
export function printReport(input: ReportInput): boolean {
  const { runs, verdict, faults, log } = input;
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const cpus = os.cpus();
  log('');
  log(
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${faults.pgVersion}; load average ${faults.load.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`,
  );
  log(
    `Settings: ${input.learners} learners, ${input.seconds} s, ${input.workers} workers on one port, ` +
      `${input.batch} answers a save, ${input.thinkMs} ms between saves`,
  );
  log(
    `Saves acknowledged: ${verdict.acknowledgedSaves} (${verdict.acknowledgedAnswers} answers), ${(verdict.acknowledgedSaves / input.elapsed).toFixed(1)}/s over ${input.elapsed.toFixed(0)} s`,
  );
  log(
    `Save round trip: p50 ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))}, ` +
      `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies[latencies.length - 1] ?? NaN)}`,
  );

  const table = errorsByKind(runs, faults.windows);
  const steady = [...(table.get('steady')?.values() ?? [])].reduce((a, b) => a + b, 0);
  const setup = runs.flatMap((r) => r.setupErrors);
  log(
    `Sign-in and exam start: ${runs.filter((r) => r.attemptId > 0).length} of ${runs.length} learners in; ${setup.length} set-up calls retried${setup.length ? ` (${setup[0]})` : ''}`,
  );
  log('Failed saves by phase and kind:');
  if (table.size === 0) log('  none');
  for (const [phase, kinds] of table)
    for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]))
      log(`  ${phase.padEnd(16)} ${String(n).padStart(6)}  ${kind}`);

  for (const window of faults.windows) {
    const r = recovery(runs, window);
    log(
      `${window.name}: ${r.learners} learners saw a failed call; ` +
        (r.seconds === null
          ? 'none needed to recover'
          : `all saving again within ${r.seconds.toFixed(1)} s of the fault ` +
            `(${Math.max(0, r.seconds - (window.over - window.from) / 1000).toFixed(1)} s after it was over)`),
    );
  }
  const moved = runs.filter((r) => {
    const at = r.servedBy.indexOf(faults.killedPid);
    return at >= 0 && r.servedBy.length > at + 1;
  }).length;
  const served = runs.filter((r) => r.servedBy.includes(faults.killedPid)).length;
  log(
    `Killed worker ${faults.killedPid}: ${served} learners had been served by it; ${moved} continued on another process`,
  );

  const lastFault = Math.max(0, ...faults.windows.map((w) => w.over));
  const neverBack = runs.filter((r) => !r.acks.some((at) => at > lastFault)).map((r) => r.account);
  log(`Lost acknowledged answers: ${verdict.lost.length}; half-written saves: ${verdict.halfWritten.length}`);
  log(
    `Saves not acknowledged: ${verdict.unacknowledgedSaves} (of which stored all the same: ${verdict.unacknowledgedStored}); ` +
      `calls failed outside the faults: ${steady}`,
  );
  for (const l of verdict.lost.slice(0, 10)) log(`  LOST ${l.account} question ${l.questionId} seq ${l.seq}`);
  for (const h of verdict.halfWritten.slice(0, 10)) log(`  HALF-WRITTEN ${h.account} seq ${h.seq}`);
  if (neverBack.length) log(`Learners with no save after the faults: ${neverBack.join(', ')}`);
  const { unplannedDeaths } = input;
  log(
    `Server processes that died besides the one killed: ${unplannedDeaths.count}` +
      (unplannedDeaths.first ? ` (server log: ${unplannedDeaths.first})` : ''),
  );
  const ok =
    verdict.lost.length === 0 &&
    verdict.halfWritten.length === 0 &&
    steady === 0 &&
    neverBack.length === 0 &&
    unplannedDeaths.count === 0;
  log(ok ? 'PASS' : 'FAIL');
  return ok;
}
