import { ErrorCode, type NewTraining, type StageItemKind } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import type { TrainingScope } from './training-scope';

const TABLE: Record<StageItemKind, 'courses' | 'exams' | 'activities' | 'questionnaires' | 'homework'> = {
  course: 'courses',
  exam: 'exams',
  activity: 'activities',
  questionnaire: 'questionnaires',
  homework: 'homework',
};

/**
 * An administrator creates a training. Every item must name a row of its kind in this enterprise
 * (ctx.db is scoped: another tenant's id is "not found"); texts are stored as given and always
 * rendered as text, never as HTML. One transaction: a refused item leaves nothing behind.
 */
export async function createTraining(scope: TrainingScope, input: NewTraining): Promise<{ id: number }> {
  for (const kind of Object.keys(TABLE) as StageItemKind[]) {
    const ids = [...new Set(input.stages.flatMap((s) => s.items.filter((i) => i.kind === kind).map((i) => i.refId)))];
    if (ids.length === 0) continue;
    const found = await scope.db
      .selectFrom(TABLE[kind] as 'courses')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    if (found.length !== ids.length) throw new AppError(ErrorCode.NOT_FOUND);
  }
  return scope.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('trainings')
      .values({
        eid: scope.eid,
        names: JSON.stringify(input.names),
        descriptions: JSON.stringify(input.descriptions ?? {}),
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        status: 'published',
        audience: input.audience,
        venue: input.venue,
        seat_rows: input.venue ? input.seatRows : 0,
        seat_cols: input.venue ? input.seatCols : 0,
        certificate: input.certificate,
        created_at: scope.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, stage] of input.stages.entries()) {
      const { id: stageId } = await trx
        .insertInto('training_stages')
        .values({
          eid: scope.eid,
          training_id: id,
          position,
          names: JSON.stringify(stage.names),
          electives_needed: stage.electivesNeeded,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [itemPosition, item] of stage.items.entries())
        await trx
          .insertInto('training_stage_items')
          .values({
            eid: scope.eid,
            training_id: id,
            stage_id: stageId,
            position: itemPosition,
            kind: item.kind,
            ref_id: item.refId,
            required: item.required ? 1 : 0,
            names: JSON.stringify(item.names),
          })
          .execute();
    }
    return { id };
  });
}
