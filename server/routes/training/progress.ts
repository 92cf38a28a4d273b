import { ErrorCode, type Language, type StageSummary, type TrainingState } from '../../../protocol';
import type { StageItemRow, StageRow, TrainingRow } from '../../db/schema-training';
import { AppError } from '../../pipeline/app-error';
import { doneItems } from './completion';
import { completeEnrolment } from './task-states';
import { localise, type Db } from './training-scope';

export interface Enrolment {
  id: number;
  enrolled_at: number;
  completed_at: number | null;
}

export interface TrainingProgress {
  stages: StageSummary[];
  itemsByStage: Map<number, StageItemRow[]>;
  done: Set<string>;
  finished: boolean;
}

/** A stage is finished when every required item is and at least `electives_needed` electives are. */
export function stageStates(
  stages: StageRow[],
  itemsByStage: Map<number, StageItemRow[]>,
  done: Set<string>,
  language: Language,
): StageSummary[] {
  let previousFinished = true;
  return stages.map((stage) => {
    const items = itemsByStage.get(stage.id) ?? [];
    const isDone = (i: StageItemRow) => done.has(`${i.kind}:${i.ref_id}`);
    const required = items.filter((i) => i.required === 1);
    const electives = items.filter((i) => i.required !== 1);
    const requiredDone = required.filter(isDone).length;
    const electivesDone = electives.filter(isDone).length;
    const electivesNeeded = Math.min(stage.electives_needed, electives.length);
    const finished = requiredDone === required.length && electivesDone >= electivesNeeded;
    // The chain: a stage opens only when every stage before it is finished.
    const state = !previousFinished ? 'locked' : finished ? 'finished' : 'open';
    previousFinished = previousFinished && finished;
    return {
      id: stage.id,
      position: stage.position,
      name: localise(stage.names, language),
      state,
      required: required.length,
      requiredDone,
      electives: electives.length,
      electivesNeeded,
      electivesDone,
    };
  });
}

/** Stages and items of a training with what this learner (or nobody, for a visitor) finished. */
export async function trainingProgress(
  db: Db,
  trainingId: number,
  userId: number | null,
  language: Language,
): Promise<TrainingProgress> {
  return (await trainingsProgress(db, [trainingId], userId, language)).get(trainingId)!;
}

/**
 * Stages, items and done items of each of a page's trainings in three or four statements instead
 * of three each (my trainings' page of ten was thirty statements: round trips on PostgreSQL, and
 * most of the call's time on SQLite). A visitor (`userId` null) has finished nothing.
 */
export async function trainingsProgress(
  db: Db,
  trainingIds: number[],
  userId: number | null,
  language: Language,
): Promise<Map<number, TrainingProgress>> {
  const result = new Map<number, TrainingProgress>();
  if (trainingIds.length === 0) return result;
  const stages = await db
    .selectFrom('training_stages')
    .selectAll()
    .where('training_id', 'in', trainingIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const items = await db
    .selectFrom('training_stage_items')
    .selectAll()
    .where('training_id', 'in', trainingIds)
    .orderBy('stage_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const doneAnywhere = userId === null ? new Set<string>() : await doneItems(db, userId, items);
  for (const trainingId of trainingIds) {
    const own = items.filter((item) => item.training_id === trainingId);
    const itemsByStage = new Map<number, StageItemRow[]>();
    for (const item of own) itemsByStage.set(item.stage_id, [...(itemsByStage.get(item.stage_id) ?? []), item]);
    // The done keys of this training's own items only, as trainingProgress answers them.
    const done = new Set(own.map((i) => `${i.kind}:${i.ref_id}`).filter((key) => doneAnywhere.has(key)));
    const summaries = stageStates(
      stages.filter((stage) => stage.training_id === trainingId),
      itemsByStage,
      done,
      language,
    );
    const finished = summaries.length > 0 && summaries.every((summary) => summary.state === 'finished');
    result.set(trainingId, { stages: summaries, itemsByStage, done, finished });
  }
  return result;
}

/** The state a learner sees (spec 001 §4 Training); archived shows as revoked. */
export function trainingState(training: TrainingRow, enrolment: Enrolment | undefined, now: number): TrainingState {
  if (training.status === 'archived') return 'archived';
  if (enrolment?.completed_at != null) return 'completed';
  if (now < training.starts_at) return 'not_started';
  if (now >= training.ends_at) return 'ended';
  return 'in_progress';
}

/** Refuse work on a training that has not started, has ended or was archived (spec 001 §8 texts). */
export function assertRunning(training: TrainingRow, now: number): void {
  if (training.status === 'archived' || now >= training.ends_at) throw new AppError(ErrorCode.TRAINING_ENDED);
  if (now < training.starts_at) throw new AppError(ErrorCode.TRAINING_NOT_STARTED);
}

/** Record completion the first time every stage is seen finished (kept: completion is not undone). */
export async function recordCompletion(db: Db, enrolment: Enrolment, progress: TrainingProgress, now: number) {
  if (!progress.finished || enrolment.completed_at != null) return enrolment;
  await completeEnrolment(db, enrolment.id, now);
  return { ...enrolment, completed_at: now };
}
