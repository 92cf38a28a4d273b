import { ErrorCode, type StageDetail, type TrainingCard, type TrainingDetail } from '../../../protocol';
import type { TrainingRow } from '../../db/schema-training';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import {
  assertRunning,
  recordCompletion,
  trainingProgress,
  trainingState,
  type Enrolment,
  type TrainingProgress,
} from './progress';
import { itemUrl, localise, type Db, type TrainingScope } from './training-scope';
import { enrolmentState } from './task-states';
import { moveCounter } from '../tasks';

import { isHiddenFromMember } from '../admin-members';

const notFound = () => new AppError(ErrorCode.NOT_FOUND);

async function enrolmentOf(db: Db, trainingId: number, userId: number | null): Promise<Enrolment | undefined> {
  if (userId === null) return undefined;
  return db
    .selectFrom('training_enrolments')
    .select(['id', 'enrolled_at', 'completed_at'])
    .where('training_id', '=', trainingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A training the caller may see: open to everyone, or one they are enrolled in. Else NOT_FOUND. */
async function visibleTraining(scope: TrainingScope, id: number) {
  const training = await scope.db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!training) throw notFound();
  const enrolment = await enrolmentOf(scope.db, id, scope.userId);
  if (!enrolment && training.audience !== 'all') throw notFound();
  // Decision 0054: a training an administrator hid from this member is not found for them.
  if (await isHiddenFromMember(scope.db, 'training', scope.userId, id)) throw notFound();
  return { training, enrolment };
}

function cardOf(
  scope: TrainingScope,
  training: TrainingRow,
  enrolment: Enrolment | undefined,
  progress: Pick<TrainingProgress, 'stages'>,
): TrainingCard {
  const stagesDone = enrolment ? progress.stages.filter((s) => s.state === 'finished').length : 0;
  const stageCount = progress.stages.length;
  return {
    id: training.id,
    name: localise(training.names, scope.language),
    description: localise(training.descriptions, scope.language),
    startsAt: training.starts_at,
    endsAt: training.ends_at,
    state: trainingState(training, enrolment, scope.now),
    enrolled: enrolment !== undefined,
    progress: stageCount > 0 ? Math.round((stagesDone / stageCount) * 100) : 0,
    stageCount,
    stagesDone,
    venue: training.venue,
  };
}

export async function trainingDetail(scope: TrainingScope, id: number): Promise<TrainingDetail> {
  const { training, enrolment: found } = await visibleTraining(scope, id);
  const progress = await trainingProgress(scope.db, id, found ? scope.userId : null, scope.language);
  const enrolment = found ? await recordCompletion(scope.db, found, progress, scope.now) : undefined;
  const seat =
    enrolment && scope.userId !== null
      ? await scope.db
          .selectFrom('training_seats')
          .select(['row_no', 'seat_no'])
          .where('training_id', '=', id)
          .where('user_id', '=', scope.userId)
          .executeTakeFirst()
      : undefined;
  const card = cardOf(scope, training, enrolment, progress);
  return {
    ...card,
    certificate: training.certificate,
    signedIn: scope.userId !== null,
    canEnrol:
      scope.userId !== null &&
      !enrolment &&
      training.audience === 'all' &&
      training.status !== 'archived' &&
      scope.now < training.ends_at,
    hasSeats: training.venue !== '' && training.seat_rows > 0 && training.seat_cols > 0,
    seat: seat ? { row: seat.row_no, seat: seat.seat_no } : null,
    // A visitor sees the outline only: every stage after the first drawn locked.
    stages: progress.stages,
  };
}

/** The learner's own enrolment, or TRAINING_NOT_ENROLLED (visible trainings only). */
async function enrolledTraining(scope: TrainingScope, id: number, userId: number) {
  const { training, enrolment } = await visibleTraining({ ...scope, userId }, id);
  if (!enrolment) throw new AppError(ErrorCode.TRAINING_NOT_ENROLLED);
  return { training, enrolment };
}

export async function trainingStage(
  scope: TrainingScope & { userId: number },
  id: number,
  stageId: number,
): Promise<StageDetail> {
  const { training, enrolment } = await enrolledTraining(scope, id, scope.userId);
  const progress = await trainingProgress(scope.db, id, scope.userId, scope.language);
  const stage = progress.stages.find((s) => s.id === stageId);
  if (!stage) throw notFound();
  const current = await recordCompletion(scope.db, enrolment, progress, scope.now);
  return {
    training: {
      id: training.id,
      name: localise(training.names, scope.language),
      state: trainingState(training, current, scope.now),
    },
    stage,
    items: (progress.itemsByStage.get(stageId) ?? []).map((item) => ({
      id: item.id,
      kind: item.kind,
      refId: item.ref_id,
      name: localise(item.names, scope.language),
      required: item.required === 1,
      done: progress.done.has(`${item.kind}:${item.ref_id}`),
    })),
  };
}

/**
 * Where a stage's item lives — the one door to a training's items. The server, not the map,
 * decides: a locked stage's item is refused (TRAINING_STAGE_LOCKED) however the call was made.
 */
export async function openItem(scope: TrainingScope & { userId: number }, id: number, itemId: number) {
  const { training } = await enrolledTraining(scope, id, scope.userId);
  assertRunning(training, scope.now);
  const item = await scope.db
    .selectFrom('training_stage_items')
    .selectAll()
    .where('id', '=', itemId)
    .where('training_id', '=', id)
    .executeTakeFirst();
  if (!item) throw notFound();
  const progress = await trainingProgress(scope.db, id, scope.userId, scope.language);
  const stage = progress.stages.find((s) => s.id === item.stage_id);
  if (!stage || stage.state === 'locked') throw new AppError(ErrorCode.TRAINING_STAGE_LOCKED);
  return { url: itemUrl(item.kind, item.ref_id) };
}

/** Enrol learners (one transaction each, learner row locked first); each new one gets a trainingPlanning message. */
export async function enrolLearners(scope: TrainingScope, id: number, userIds: number[]): Promise<number> {
  const training = await scope.db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!training) throw notFound();
  if (training.status === 'archived' || scope.now >= training.ends_at) throw new AppError(ErrorCode.TRAINING_ENDED);
  const members = await scope.db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
  if (members.length !== new Set(userIds).size) throw notFound();
  let enrolled = 0;
  const state = enrolmentState(training, null, scope.now);
  for (const { id: userId } of members) {
    const made = await scope.db.transaction().execute(async (trx) => {
      await lockLearner(trx, userId);
      const result = await trx
        .insertInto('training_enrolments')
        .values({
          eid: scope.eid,
          training_id: id,
          user_id: userId,
          enrolled_at: scope.now,
          completed_at: null,
          state,
          starts_at: training.starts_at,
          ends_at: training.ends_at,
        })
        .onConflict((oc) => oc.columns(['training_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await moveCounter(trx, { eid: scope.eid, userId, list: 'training' }, null, state);
      await emitDomainEvent(trx, {
        type: 'training.enrolled',
        eid: scope.eid,
        at: scope.now,
        trainingId: id,
        userId,
        trainingNames: training.names,
        startsAt: training.starts_at,
      });
      return true;
    });
    if (made) enrolled += 1;
  }
  return enrolled;
}

/** A learner joins a training open to everyone (listed ones are joined by an administrator). */
export async function enrolSelf(scope: TrainingScope & { userId: number }, id: number) {
  const { training, enrolment } = await visibleTraining(scope, id);
  if (enrolment) return { enrolled: false };
  if (training.audience !== 'all') throw new AppError(ErrorCode.TRAINING_ENROL_CLOSED);
  return { enrolled: (await enrolLearners(scope, id, [scope.userId])) > 0 };
}
