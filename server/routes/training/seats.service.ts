import { ErrorCode, type SeatMap } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import type { TrainingScope } from './training-scope';

async function seatedTraining(scope: TrainingScope & { userId: number }, id: number) {
  const training = await scope.db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!training) throw new AppError(ErrorCode.NOT_FOUND);
  const enrolment = await scope.db
    .selectFrom('training_enrolments')
    .select('id')
    .where('training_id', '=', id)
    .where('user_id', '=', scope.userId)
    .executeTakeFirst();
  if (!enrolment) {
    if (training.audience !== 'all') throw new AppError(ErrorCode.NOT_FOUND);
    throw new AppError(ErrorCode.TRAINING_NOT_ENROLLED);
  }
  if (!training.venue || training.seat_rows < 1 || training.seat_cols < 1)
    throw new AppError(ErrorCode.TRAINING_SEAT_INVALID);
  return training;
}

export async function seatMap(scope: TrainingScope & { userId: number }, id: number): Promise<SeatMap> {
  const training = await seatedTraining(scope, id);
  const taken = await scope.db
    .selectFrom('training_seats')
    .select(['row_no', 'seat_no', 'user_id'])
    .where('training_id', '=', id)
    .orderBy('row_no')
    .orderBy('seat_no')
    .execute();
  const mine = taken.find((s) => s.user_id === scope.userId);
  return {
    venue: training.venue,
    rows: training.seat_rows,
    cols: training.seat_cols,
    // Who sits where stays private: learners see only that a seat is taken.
    taken: taken.map((s) => ({ row: s.row_no, seat: s.seat_no })),
    mine: mine ? { row: mine.row_no, seat: mine.seat_no } : null,
  };
}

/**
 * Choose a seat. The two unique indexes (seat; learner) decide between concurrent choosers on
 * both engines: the insert that loses does nothing, and the loser is told which rule it hit.
 */
export async function chooseSeat(
  scope: TrainingScope & { userId: number },
  input: { id: number; row: number; seat: number },
): Promise<SeatMap> {
  const training = await seatedTraining(scope, input.id);
  if (training.status === 'archived' || scope.now >= training.ends_at) throw new AppError(ErrorCode.TRAINING_ENDED);
  if (input.row > training.seat_rows || input.seat > training.seat_cols)
    throw new AppError(ErrorCode.TRAINING_SEAT_INVALID);
  const outcome = await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.userId);
    const inserted = await trx
      .insertInto('training_seats')
      .values({
        eid: scope.eid,
        training_id: input.id,
        row_no: input.row,
        seat_no: input.seat,
        user_id: scope.userId,
        chosen_at: scope.now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'ok' as const;
    const own = await trx
      .selectFrom('training_seats')
      .select(['row_no', 'seat_no'])
      .where('training_id', '=', input.id)
      .where('user_id', '=', scope.userId)
      .executeTakeFirst();
    if (own && own.row_no === input.row && own.seat_no === input.seat) return 'ok' as const; // a double click
    return own ? ('already' as const) : ('taken' as const);
  });
  if (outcome === 'already') throw new AppError(ErrorCode.TRAINING_SEAT_ALREADY_CHOSEN);
  if (outcome === 'taken') throw new AppError(ErrorCode.TRAINING_SEAT_TAKEN);
  return seatMap(scope, input.id);
}
