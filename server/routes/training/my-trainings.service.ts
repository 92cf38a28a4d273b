import type { TrainingCard, TrainingState } from '../../../protocol';
import { recordCompletion, trainingsProgress, trainingState } from './progress';
import { localise, type TrainingScope } from './training-scope';
import { sumOf } from '../tasks';
import { visibleToMember } from '../admin-members';
import { visibleTrainingCounts } from './hidden-trainings';
import { catchUpTrainings } from './task-states';

const TRAINING_STATES = ['not_started', 'in_progress', 'ended', 'completed', 'archived'] as const;

/**
 * The learner's trainings (/task/tarin, /my/my-myTrain), newest enrolment first, optionally of one
 * state. The state is stored on the enrolment (moved by enrolment, completion and time, decision
 * 0058) and the totals are the learner's counters, so a page and its total cost the same at 1,000
 * and 100,000 rows; only the page's rows get their stages counted. Trainings hidden from the member
 * are left out of both (hidden-trainings.ts).
 */
export async function myTrainings(
  scope: TrainingScope & { userId: number },
  query: { state: 'all' | TrainingState; page: number; pageSize: number },
): Promise<{ page: number; pageSize: number; total: number; list: TrainingCard[] }> {
  const { now } = scope;
  await catchUpTrainings(scope.db, scope.eid, scope.userId, now);
  let base = scope.db
    .selectFrom('training_enrolments as e')
    .innerJoin('trainings as t', (join) => join.onRef('t.id', '=', 'e.training_id'))
    .where('e.user_id', '=', scope.userId)
    // Decision 0054: hidden from this member, enrolled or not (why: hidden-trainings.ts).
    .where((eb) => visibleToMember(eb, 'training', scope.userId, 't.id'));
  if (query.state !== 'all') base = base.where('e.state', '=', query.state);
  const counters = await visibleTrainingCounts(scope.db, scope.userId);
  const total = query.state === 'all' ? sumOf(counters, TRAINING_STATES) : (counters[query.state] ?? 0);
  const rows = await base
    .selectAll('t')
    .select(['e.id as enrolment_id', 'e.enrolled_at', 'e.completed_at'])
    .orderBy('e.enrolled_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const list: TrainingCard[] = [];
  const progresses = await trainingsProgress(
    scope.db,
    rows.map((row) => row.id),
    scope.userId,
    scope.language,
  );
  for (const row of rows) {
    const progress = progresses.get(row.id)!;
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
  return { page: query.page, pageSize: query.pageSize, total, list };
}
