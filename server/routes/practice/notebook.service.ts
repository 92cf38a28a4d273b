import type { Transaction } from 'kysely';
import { ErrorCode, PRACTICE_LIMITS, type NotebookList } from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import type { PracticeScope } from './practice-scope';

interface Owner {
  eid: number;
  userId: number;
  questionId: number;
  now: number;
}

/** A wrong answer (practice or exam): the question enters the notebook, or comes back into it. */
export async function markWrong(
  trx: Transaction<Database>,
  owner: Owner & { source: 'practice' | 'exam' },
): Promise<void> {
  await trx
    .insertInto('practice_notebook')
    .values({
      eid: owner.eid,
      user_id: owner.userId,
      question_id: owner.questionId,
      source: owner.source,
      wrong_count: 1,
      right_streak: 0,
      added_at: owner.now,
      last_wrong_at: owner.now,
      mastered_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
        wrong_count: eb('practice_notebook.wrong_count', '+', 1),
        right_streak: 0,
        last_wrong_at: owner.now,
        mastered_at: null,
      })),
    )
    .execute();
}

/** A right answer in practice: PRACTICE_LIMITS.masteryStreak in a row master the entry (decision 0027). */
export async function markRight(trx: Transaction<Database>, owner: Owner): Promise<void> {
  const entry = await trx
    .selectFrom('practice_notebook')
    .select(['id', 'right_streak'])
    .where('user_id', '=', owner.userId)
    .where('question_id', '=', owner.questionId)
    .where('mastered_at', 'is', null)
    .executeTakeFirst();
  if (!entry) return;
  const streak = entry.right_streak + 1;
  await trx
    .updateTable('practice_notebook')
    .set({ right_streak: streak, mastered_at: streak >= PRACTICE_LIMITS.masteryStreak ? owner.now : null })
    .where('id', '=', entry.id)
    .execute();
}

/** exam.attempt.scored: every wrongly answered question of the enterprise's bank enters the notebook. */
export async function notebookFromExam(
  trx: Transaction<Database>,
  event: { eid: number; userId: number; at: number; wrongQuestionIds: number[] },
): Promise<void> {
  const ids = [...new Set(event.wrongQuestionIds)].slice(0, 1000);
  if (ids.length === 0) return;
  const known = await trx.selectFrom('questions').select('id').where('id', 'in', ids).execute();
  for (const { id } of known)
    await markWrong(trx, { eid: event.eid, userId: event.userId, questionId: id, now: event.at, source: 'exam' });
}

/** practice/notebook: the learner's entries to practise (active) or already mastered. */
export async function listNotebook(
  scope: PracticeScope,
  status: 'active' | 'mastered',
  page: number,
): Promise<NotebookList> {
  const pageSize = PRACTICE_LIMITS.notebookPageSize;
  const base = scope.db.selectFrom('practice_notebook').where('practice_notebook.user_id', '=', scope.user.id);
  const counts = await base
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('mastered_at').as('mastered')])
    .executeTakeFirstOrThrow();
  const filtered =
    status === 'active' ? base.where('mastered_at', 'is', null) : base.where('mastered_at', 'is not', null);
  const rows = await filtered
    .innerJoin('questions', 'questions.id', 'practice_notebook.question_id')
    .select([
      'practice_notebook.id',
      'question_id',
      'questions.type',
      'questions.stem',
      'source',
      'wrong_count',
      'added_at',
      'last_wrong_at',
      'mastered_at',
    ])
    .orderBy(status === 'active' ? 'last_wrong_at' : 'mastered_at', 'desc')
    .orderBy('practice_notebook.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const masteredCount = Number(counts.mastered);
  const activeCount = Number(counts.all) - masteredCount;
  return {
    list: rows.map((r) => ({
      id: r.id,
      questionId: r.question_id,
      type: r.type,
      stem: r.stem,
      source: r.source,
      wrongCount: r.wrong_count,
      addedAt: r.added_at,
      lastWrongAt: r.last_wrong_at,
      masteredAt: r.mastered_at,
    })),
    total: status === 'active' ? activeCount : masteredCount,
    page,
    pageSize,
    activeCount,
    masteredCount,
  };
}

/** practice/notebook/remove: the learner takes an entry out (another learner's id is NOT_FOUND). */
export async function removeNotebookEntry(scope: PracticeScope, id: number): Promise<{ id: number }> {
  const result = await scope.db
    .deleteFrom('practice_notebook')
    .where('id', '=', id)
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(ErrorCode.NOT_FOUND);
  return { id };
}
