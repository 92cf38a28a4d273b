import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { LearnerRun } from './soak-learner';

/**
 * The soak's verdict (bench/soak.ts), read from the database after the run:
 *   lost         an answer the server acknowledged that is not stored — neither it nor a newer
 *                answer (higher seq) of that question is there;
 *   half-written a save of several questions of which some are stored and others are not, which
 *                one transaction per save must make impossible (acknowledged or not: a save cut
 *                by SIGKILL or the database restart is all there or not there at all).
 */
export interface Verdict {
  acknowledgedSaves: number;
  acknowledgedAnswers: number;
  lost: Array<{ account: string; questionId: number; seq: number }>;
  halfWritten: Array<{ account: string; seq: number }>;
  unacknowledgedSaves: number;
  /** Unacknowledged saves that are nevertheless stored (committed, then the answer was cut off). */
  unacknowledgedStored: number;
}

export async function checkAnswers(db: Kysely<Database>, runs: LearnerRun[]): Promise<Verdict> {
  const attempts = runs.map((r) => r.attemptId).filter((id) => id > 0);
  const rows =
    attempts.length === 0
      ? []
      : await db
          .selectFrom('exam_answers')
          .select(['attempt_id', 'question_id', 'answer', 'seq'])
          .where('attempt_id', 'in', attempts)
          .execute();
  const stored = new Map(rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r]));
  const verdict: Verdict = {
    acknowledgedSaves: 0,
    acknowledgedAnswers: 0,
    lost: [],
    halfWritten: [],
    unacknowledgedSaves: 0,
    unacknowledgedStored: 0,
  };
  for (const run of runs) {
    for (const batch of run.batches) {
      const found = [...batch.answers].map(([questionId, value]) => {
        const row = stored.get(`${run.attemptId}:${questionId}`);
        // This save's answer is there, or a newer save of the question replaced it.
        const kept =
          !!row && (row.seq > batch.seq || (row.seq === batch.seq && row.answer === JSON.stringify([value])));
        return { questionId, kept, exactly: !!row && row.seq === batch.seq };
      });
      if (batch.acknowledged) {
        verdict.acknowledgedSaves += 1;
        verdict.acknowledgedAnswers += found.length;
        for (const f of found)
          if (!f.kept) verdict.lost.push({ account: run.account, questionId: f.questionId, seq: batch.seq });
      } else {
        verdict.unacknowledgedSaves += 1;
        if (found.some((f) => f.exactly)) verdict.unacknowledgedStored += 1;
      }
      // Some question shows exactly this save while another of the same save is older: half of it went in.
      if (found.some((f) => f.exactly) && found.some((f) => !f.kept))
        verdict.halfWritten.push({ account: run.account, seq: batch.seq });
    }
  }
  return verdict;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Window {
  name: string;
  from: number;
  /** When the fault itself was over (the worker gone, the database up again). */
  over: number;
  /** The end of the window its errors are counted in (a settling time after `over`). */
  to: number;
}

/** Errors counted by phase (a fault's window, else 'steady') and kind. */
export function errorsByKind(runs: LearnerRun[], windows: Window[]): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  for (const run of runs)
    for (const error of run.errors) {
      const phase = windows.find((w) => error.at >= w.from && error.at <= w.to)?.name ?? 'steady';
      const kinds = table.get(phase) ?? new Map<string, number>();
      kinds.set(error.kind, (kinds.get(error.kind) ?? 0) + 1);
      table.set(phase, kinds);
    }
  return table;
}

/**
 * How long after `from` the last learner that failed during the fault saved successfully
 * again (null: no learner failed; Infinity: one never came back).
 */
export function recovery(runs: LearnerRun[], window: Window): { learners: number; seconds: number | null } {
  let learners = 0;
  let latest = 0;
  for (const run of runs) {
    const failed = run.errors.some((e) => e.at >= window.from && e.at <= window.to);
    if (!failed) continue;
    learners += 1;
    const back = run.acks.find((at) => at > window.from && !run.errors.some((e) => e.at > at && e.at <= window.to));
    latest = Math.max(latest, back === undefined ? Infinity : back - window.from);
  }
  return { learners, seconds: learners === 0 ? null : latest / 1000 };
}
