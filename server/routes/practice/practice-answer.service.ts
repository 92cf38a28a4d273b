import type { Transaction } from 'kysely';
import { ErrorCode, parseAnswerJson, type PracticeAnswerParams, type PracticeAnswerResponse } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { PracticeSession } from '../../db/schema-practice';
import type { Course } from '../../db/schema-courses';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { parseJsonList } from '../../lib/json-list';
import type { CourseViewer } from '../courses';
import { answerFits, isRight } from './answer-check';
import { markRight, markWrong } from './notebook.service';
import type { PracticeScope } from './practice-scope';
import { presentResult, questionsByIds, type QuestionRow } from './practice-questions';
import {
  courseQuestionIds,
  dailyQuestionIds,
  findSession,
  notebookQuestionIds,
  openDailyDay,
  practisableCourse,
} from './practice-sets';

type Trx = Transaction<Database>;

/** The session the key names, created by its first answer with the set fixed at that moment. */
async function sessionFor(
  trx: Trx,
  scope: PracticeScope,
  course: Course | null,
  input: PracticeAnswerParams,
): Promise<PracticeSession> {
  const existing = await findSession(trx, scope, input.sessionKey);
  const isDaily = input.sessionKey.startsWith('daily-');
  if (isDaily !== (input.kind === 'daily')) throw new AppError(ErrorCode.PRACTICE_SESSION_MISMATCH);
  if (existing) {
    if (existing.kind !== input.kind || (input.kind === 'course' && existing.course_id !== input.courseId))
      throw new AppError(ErrorCode.PRACTICE_SESSION_MISMATCH);
    if (input.kind === 'daily') openDailyDay(scope, input.sessionKey);
    return existing;
  }
  let ids: number[];
  let courseId: number | null = null;
  let title = '';
  if (input.kind === 'course') {
    if (!course) throw new AppError(ErrorCode.PRACTICE_SESSION_MISMATCH);
    ids = await courseQuestionIds(trx, scope.enterprise.id, course.id, scope.now);
    courseId = course.id;
    title = course.title;
  } else if (input.kind === 'daily') {
    ids = await dailyQuestionIds(
      trx,
      scope.enterprise.id,
      scope.user.id,
      openDailyDay(scope, input.sessionKey),
      scope.now,
    );
  } else {
    ids = await notebookQuestionIds(trx, scope.enterprise.id, scope.user.id, scope.now);
  }
  const row = await trx
    .insertInto('practice_sessions')
    .values({
      eid: scope.enterprise.id,
      user_id: scope.user.id,
      session_key: input.sessionKey,
      kind: input.kind,
      course_id: courseId,
      title,
      question_ids: JSON.stringify(ids),
      started_at: scope.now,
      updated_at: scope.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

/** Right or wrong: counters of the session and the notebook move once per verdict. */
async function applyVerdict(
  trx: Trx,
  scope: PracticeScope,
  session: PracticeSession,
  question: QuestionRow,
  right: boolean,
): Promise<void> {
  await trx
    .updateTable('practice_sessions')
    .set((eb) =>
      right
        ? { right_count: eb('right_count', '+', 1), updated_at: scope.now }
        : { wrong_count: eb('wrong_count', '+', 1), updated_at: scope.now },
    )
    .where('id', '=', session.id)
    .execute();
  const owner = { eid: scope.enterprise.id, userId: scope.user.id, questionId: question.id, now: scope.now };
  if (right) await markRight(trx, owner);
  else await markWrong(trx, { ...owner, source: 'practice' });
}

/**
 * practice/answer: one answer → right or not, with the correct answer and analysis, recorded once
 * per (session, question); a replay (double click, retry) returns the recorded outcome unchanged.
 * An essay is recorded first without a verdict and then self-checked once against the reference.
 */
export async function answerPractice(
  scope: PracticeScope,
  viewer: CourseViewer,
  input: PracticeAnswerParams,
): Promise<PracticeAnswerResponse> {
  const given = parseAnswerJson(input.answer);
  if (!given) throw new AppError(ErrorCode.PRACTICE_ANSWER_INVALID);
  if (input.kind === 'course' && input.courseId === undefined) throw new AppError(ErrorCode.PRACTICE_SESSION_MISMATCH);
  // The courses area's rules, checked before the transaction (they read through their own handle).
  const course = input.kind === 'course' ? await practisableCourse(viewer, input.courseId!) : null;
  return scope.db.transaction().execute(async (trx) => {
    // One learner's answers are recorded one at a time on every engine (PostgreSQL: a row lock), so a
    // parallel double click finds the first one's session and answer instead of colliding on their keys.
    await lockLearner(trx, scope.user.id);
    const session = await sessionFor(trx, scope, course, input);
    if (!parseJsonList<number>(session.question_ids).includes(input.questionId))
      throw new AppError(ErrorCode.PRACTICE_QUESTION_NOT_IN_SET);
    const [question] = await questionsByIds(trx, scope.enterprise.id, [input.questionId]);
    if (!question) throw new AppError(ErrorCode.PRACTICE_QUESTION_NOT_IN_SET);
    if (question.type !== 'essay' && input.selfCheck) throw new AppError(ErrorCode.PRACTICE_SELF_CHECK_INVALID);

    const existing = await trx
      .selectFrom('practice_answers')
      .selectAll()
      .where('session_id', '=', session.id)
      .where('question_id', '=', question.id)
      .executeTakeFirst();
    let replayed = true;
    let answerJson = existing?.answer ?? '';
    let correct = existing?.correct ?? null;
    if (existing && existing.correct === null && input.selfCheck) {
      // The essay's self-check, once: the text recorded first stays.
      correct = input.selfCheck === 'right' ? 1 : 0;
      await trx
        .updateTable('practice_answers')
        .set({ correct, checked_at: scope.now })
        .where('id', '=', existing.id)
        .where('correct', 'is', null)
        .execute();
      await applyVerdict(trx, scope, session, question, correct === 1);
      replayed = false;
    } else if (!existing) {
      if (!answerFits(question, given)) throw new AppError(ErrorCode.PRACTICE_ANSWER_INVALID);
      answerJson = JSON.stringify(given);
      correct =
        question.type === 'essay'
          ? input.selfCheck
            ? input.selfCheck === 'right'
              ? 1
              : 0
            : null
          : isRight(question, given)
            ? 1
            : 0;
      await trx
        .insertInto('practice_answers')
        .values({
          eid: scope.enterprise.id,
          user_id: scope.user.id,
          session_id: session.id,
          question_id: question.id,
          answer: answerJson,
          correct,
          answered_at: scope.now,
          checked_at: correct === null ? null : scope.now,
        })
        .execute();
      await trx
        .updateTable('practice_sessions')
        .set((eb) => ({ answered: eb('answered', '+', 1), updated_at: scope.now }))
        .where('id', '=', session.id)
        .execute();
      if (correct !== null) await applyVerdict(trx, scope, session, question, correct === 1);
      replayed = false;
    }
    const tally = await trx
      .selectFrom('practice_sessions')
      .select(['question_ids', 'answered', 'right_count', 'wrong_count'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    return {
      ...presentResult(question, answerJson, correct),
      replayed,
      tally: {
        total: parseJsonList(tally.question_ids).length,
        answered: tally.answered,
        right: tally.right_count,
        wrong: tally.wrong_count,
      },
    };
  });
}
