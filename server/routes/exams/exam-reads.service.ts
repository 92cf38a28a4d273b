import { sql } from 'kysely';
import type { z } from 'zod';
import { ErrorCode, type ExamList, type ExamTransition, type examListParamsSchema } from '../../../protocol';
import { containsPattern, likeInsensitive } from '../../db/engine';
import { AppError } from '../../pipeline/app-error';
import { closeOverdueOf } from './attempt-finalize';
import { gateMetFor, isGated, metGates } from './course-gate';
import { presentExamRow, presentTransition } from './exam.presenter';
import { attemptsOf, questionCounts, visibleExam, visibleExams, type ExamScope } from './exam-scope';
import { isTodo, learnerExamState, type AttemptRow } from './exam-state';

type ListInput = z.output<typeof examListParamsSchema>;

/**
 * apiExamnew/getExamList: the learner's exams with their state (decision 0026). A learner sees a
 * few dozen exams at most, so states are derived for all of them and the tab filtered after;
 * kind and keyword narrow the query itself. Overdue attempts are closed first.
 */
export async function examList(scope: ExamScope, input: ListInput): Promise<ExamList> {
  const { db, userId, now } = scope;
  await closeOverdueOf(db, { userId }, now);
  let query = visibleExams(db, userId);
  if (input.kind) query = query.where('kind', '=', input.kind);
  if (input.keyword) {
    // Case-insensitive on both engines (PostgreSQL's LIKE alone is case-sensitive).
    query = query.where(likeInsensitive(sql.ref('exams.name'), containsPattern(input.keyword)));
  }
  const exams = await query.orderBy('opens_at', 'desc').orderBy('id', 'desc').limit(1000).execute();
  const ids = exams.map((e) => e.id);
  const counts = await questionCounts(db, ids);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('exam_attempts')
          .selectAll()
          .where('user_id', '=', userId)
          .where('exam_id', 'in', ids)
          .execute();
  const byExam = new Map<number, AttemptRow[]>();
  for (const a of attempts) byExam.set(a.exam_id, [...(byExam.get(a.exam_id) ?? []), a]);
  const gates = await metGates(db, userId, exams);

  const rows = exams
    .map((exam) => {
      const c = counts.get(exam.id) ?? { count: 0, fullMarks: 0 };
      const state = learnerExamState(
        exam,
        byExam.get(exam.id) ?? [],
        now,
        c.count,
        !isGated(exam) || gates.has(exam.id),
      );
      return { exam, state, c };
    })
    .filter(({ state }) => input.tab === 'all' || (input.tab === 'todo') === isTodo(state));
  const start = (input.page - 1) * input.pageSize;
  const page = rows.slice(start, start + input.pageSize);
  // The due date given at assignment is kept with the learner's task (issue 22): shown on /task/exam.
  const dues =
    page.length === 0
      ? []
      : await db
          .selectFrom('task_assignments')
          .select(['ref_id', 'due_at'])
          .where('user_id', '=', userId)
          .where('kind', '=', 'exam')
          .where(
            'ref_id',
            'in',
            page.map(({ exam }) => exam.id),
          )
          .execute();
  const dueOf = new Map(dues.map((d) => [d.ref_id, d.due_at]));
  return {
    list: page.map(({ exam, state, c }) => ({ ...presentExamRow(exam, state, c), dueAt: dueOf.get(exam.id) ?? null })),
    total: rows.length,
    page: input.page,
    pageSize: input.pageSize,
    serverNow: now,
  };
}

/** GET /v1/exam/transition */
export async function examTransition(scope: ExamScope, examId: number): Promise<ExamTransition> {
  const { db, eid, userId, now } = scope;
  const exam = await visibleExam(db, eid, userId, examId);
  await closeOverdueOf(db, { userId, examId }, now);
  const counts = (await questionCounts(db, [exam.id])).get(exam.id) ?? { count: 0, fullMarks: 0 };
  const attempts = await attemptsOf(db, eid, userId, exam.id);
  const state = learnerExamState(exam, attempts, now, counts.count, await gateMetFor(db, userId, exam));
  return presentTransition(exam, state, counts, now);
}

/**
 * The transition page for a visitor who is not signed in (spec 000 exempts it from the sign-in
 * redirect): only a published exam meant for everyone; anything else asks them to sign in (401),
 * so a listed exam's existence is never told to strangers.
 */
export async function visitorTransition(
  db: ExamScope['db'],
  eid: number,
  examId: number,
  now: number,
): Promise<ExamTransition> {
  const exam = await db
    .selectFrom('exams')
    .selectAll()
    .where('id', '=', examId)
    .where('published', '=', 1)
    .where('audience', '=', 'all')
    .executeTakeFirst();
  if (!exam) throw new AppError(ErrorCode.UNAUTHORIZED);
  const counts = (await questionCounts(db, [exam.id])).get(exam.id) ?? { count: 0, fullMarks: 0 };
  const state = learnerExamState(exam, [], now, counts.count);
  return presentTransition(
    exam,
    { ...state, canEnter: false, refusal: 'sign_in', availableAt: null, makeupEligible: null },
    counts,
    now,
  );
}
