import { createHash, randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Transaction } from 'kysely';
import { ErrorCode, PRACTICE_LIMITS, type PracticeSet } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { PracticeSession } from '../../db/schema-practice';
import { AppError } from '../../pipeline/app-error';
import { parseJsonList } from '../../lib/json-list';
import { previousDay } from '../../lib/local-day';
import { canStudy, verifyCourse, type CourseViewer } from '../courses';
import type { PracticeScope } from './practice-scope';
import { presentQuestion, presentResult, questionsByIds } from './practice-questions';

type Db = PracticeScope['db'] | Transaction<Database>;

const newSessionKey = () => randomBytes(16).toString('hex');

/**
 * Practice shows correct answers, so a question on the paper of an exam that has not closed (its
 * make-up included) is held back until it has: practice must not leak a live exam's answers.
 */
function notInOpenExam(column: 'questions.id' | 'practice_notebook.question_id', now: number) {
  return (eb: ExpressionBuilder<Database, 'questions' | 'practice_notebook'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('exam_questions')
          .innerJoin('exams', 'exams.id', 'exam_questions.exam_id')
          .select('exam_questions.question_id')
          .whereRef('exam_questions.question_id', '=', column)
          .where((w) => w.or([w('exams.closes_at', '>', now), w('exams.makeup_closes_at', '>', now)])),
      ),
    );
}

/**
 * The course as the courses area rules it (visibility, state, payment): a course the learner may
 * not know of is NOT_FOUND, one they may see but not study has no practice for them.
 */
export async function practisableCourse(viewer: CourseViewer, courseId: number) {
  const { course, access } = await verifyCourse(viewer, courseId, false);
  if (access === 'not_visible' || access === 'deleted') throw new AppError(ErrorCode.NOT_FOUND);
  if (!canStudy(access) && access !== 'max_viewers')
    throw new AppError(ErrorCode.PRACTICE_NOT_AVAILABLE, { data: { access } });
  return course;
}

/** The course's practice question ids, in order (the first PRACTICE_LIMITS.courseQuestionsMax). */
export async function courseQuestionIds(db: Db, eid: number, courseId: number, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('questions')
    .select('id')
    .where('course_id', '=', courseId)
    .where(notInOpenExam('questions.id', now))
    .orderBy('id')
    .limit(PRACTICE_LIMITS.courseQuestionsMax)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The daily set: the bank's questions (not tied to a course) ordered by a hash of (learner, day,
 * question), so it is the same all day, differs from day to day and from learner to learner.
 */
export async function dailyQuestionIds(
  db: Db,
  eid: number,
  userId: number,
  day: string,
  now: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('questions')
    .select('id')
    .where('course_id', 'is', null)
    .where(notInOpenExam('questions.id', now))
    .execute();
  const rank = (id: number) => createHash('sha256').update(`${userId}:${day}:${id}`).digest('hex');
  return rows
    .map((r) => ({ id: r.id, rank: rank(r.id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : 1))
    .slice(0, PRACTICE_LIMITS.dailyQuestions)
    .map((r) => r.id);
}

/** Notebook entries still to master, the longest-standing first (those of an open exam wait for it to close). */
export async function notebookQuestionIds(db: Db, eid: number, userId: number, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('practice_notebook')
    .select('question_id')
    .where('user_id', '=', userId)
    .where('mastered_at', 'is', null)
    .where(notInOpenExam('practice_notebook.question_id', now))
    .orderBy('last_wrong_at')
    .orderBy('id')
    .limit(PRACTICE_LIMITS.notebookSessionMax)
    .execute();
  return rows.map((r) => r.question_id);
}

export async function findSession(db: Db, scope: PracticeScope, key: string): Promise<PracticeSession | undefined> {
  return db
    .selectFrom('practice_sessions')
    .selectAll()
    .where('user_id', '=', scope.user.id)
    .where('session_key', '=', key)
    .executeTakeFirst();
}

/** The daily practice may be answered today and, for a learner crossing midnight, yesterday. */
export function openDailyDay(scope: PracticeScope, key: string): string {
  const day = key.slice('daily-'.length);
  if (!key.startsWith('daily-') || (day !== scope.today && day !== previousDay(scope.today)))
    throw new AppError(ErrorCode.PRACTICE_DAY_OVER);
  return day;
}

async function buildSet(
  scope: PracticeScope,
  base: Omit<PracticeSet, 'questions' | 'results'>,
  ids: number[],
  session: PracticeSession | undefined,
): Promise<PracticeSet> {
  const rows = await questionsByIds(scope.db, scope.enterprise.id, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const answers = session
    ? await scope.db
        .selectFrom('practice_answers')
        .select(['question_id', 'answer', 'correct'])
        .where('session_id', '=', session.id)
        .execute()
    : [];
  return {
    ...base,
    questions: rows.map(presentQuestion),
    results: answers.flatMap((a) => {
      const row = byId.get(a.question_id);
      return row ? [presentResult(row, a.answer, a.correct)] : [];
    }),
  };
}

/** apiCourse/practice: a fresh session over the course's practice questions (empty when it has none). */
export async function coursePracticeSet(
  scope: PracticeScope,
  viewer: CourseViewer,
  courseId: number,
): Promise<PracticeSet> {
  const course = await practisableCourse(viewer, courseId);
  const ids = await courseQuestionIds(scope.db, scope.enterprise.id, course.id, scope.now);
  return buildSet(
    scope,
    { kind: 'course', sessionKey: newSessionKey(), title: course.title, courseId: course.id, day: null },
    ids,
    undefined,
  );
}

/** practice/daily: today's set, with what was already answered today. */
export async function dailyPracticeSet(scope: PracticeScope): Promise<PracticeSet> {
  const key = `daily-${scope.today}`;
  const session = await findSession(scope.db, scope, key);
  const ids = session
    ? parseJsonList<number>(session.question_ids)
    : await dailyQuestionIds(scope.db, scope.enterprise.id, scope.user.id, scope.today, scope.now);
  return buildSet(scope, { kind: 'daily', sessionKey: key, title: '', courseId: null, day: scope.today }, ids, session);
}

/** practice/notebook/questions: a fresh session over the notebook entries not yet mastered. */
export async function notebookPracticeSet(scope: PracticeScope): Promise<PracticeSet> {
  const ids = await notebookQuestionIds(scope.db, scope.enterprise.id, scope.user.id, scope.now);
  return buildSet(
    scope,
    { kind: 'notebook', sessionKey: newSessionKey(), title: '', courseId: null, day: null },
    ids,
    undefined,
  );
}
