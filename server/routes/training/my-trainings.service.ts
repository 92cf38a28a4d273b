import type { TrainingCard, TrainingState } from '../../../protocol';
import { recordCompletion, trainingProgress, trainingState } from './progress';
import { localise, type TrainingScope } from './training-scope';

/**
 * The learner's trainings (/task/tarin, /my/my-myTrain), newest enrolment first, optionally of one
 * state. The state filter is SQL over stored columns (completion is recorded when a learner's item
 * completes or the training is viewed), so a page costs the same at 1,000 and 100,000 rows; only
 * the page's rows get their stages counted.
 */
export async function myTrainings(
  scope: TrainingScope & { userId: number },
  query: { state: 'all' | TrainingState; page: number; pageSize: number },
): Promise<{ page: number; pageSize: number; total: number; list: TrainingCard[] }> {
  const { now } = scope;
  const base = scope.db
    .selectFrom('training_enrolments as e')
    .innerJoin('trainings as t', (join) => join.onRef('t.id', '=', 'e.training_id'))
    .where('e.user_id', '=', scope.userId)
    .where((eb) => {
      const live = eb.and([eb('t.status', '!=', 'archived'), eb('e.completed_at', 'is', null)]);
      switch (query.state) {
        case 'archived':
          return eb('t.status', '=', 'archived');
        case 'completed':
          return eb.and([eb('t.status', '!=', 'archived'), eb('e.completed_at', 'is not', null)]);
        case 'not_started':
          return eb.and([live, eb('t.starts_at', '>', now)]);
        case 'ended':
          return eb.and([live, eb('t.ends_at', '<=', now)]);
        case 'in_progress':
          return eb.and([live, eb('t.starts_at', '<=', now), eb('t.ends_at', '>', now)]);
        default:
          return eb.lit(true);
      }
    });
  // All of them: counted on the enrolments' own index, without the join.
  const count =
    query.state === 'all'
      ? await scope.db
          .selectFrom('training_enrolments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', scope.userId)
          .executeTakeFirstOrThrow()
      : await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('t')
    .select(['e.id as enrolment_id', 'e.enrolled_at', 'e.completed_at'])
    .orderBy('e.enrolled_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const list: TrainingCard[] = [];
  for (const row of rows) {
    const progress = await trainingProgress(scope.db, row.id, scope.userId, scope.language);
    const enrolment = await recordCompletion(
      scope.db,
      { id: row.enrolment_id, enrolled_at: row.enrolled_at, completed_at: row.completed_at },
      progress,
      now,
    );
    const stagesDone = progress.stages.filter((s) => s.state === 'finished').length;
    list.push({
      id: row.id,
      name: localise(row.names, scope.language),
      description: localise(row.descriptions, scope.language),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      state: trainingState(row, enrolment, now),
      enrolled: true,
      progress: progress.stages.length > 0 ? Math.round((stagesDone / progress.stages.length) * 100) : 0,
      stageCount: progress.stages.length,
      stagesDone,
      venue: row.venue,
    });
  }
  return { page: query.page, pageSize: query.pageSize, total: Number(count.n), list };
}
