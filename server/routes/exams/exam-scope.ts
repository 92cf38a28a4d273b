import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type QuestionOption, type QuestionType } from '../../../protocol';
import { forUpdate } from '../../db/engine';
import type { Database } from '../../db/schema';
import { parseJsonList, parseStringList } from '../../lib/json-list';
import { AppError } from '../../pipeline/app-error';
import type { MemberContext } from '../../pipeline/call-registry';
import type { AttemptRow, ExamRow } from './exam-state';

export type Db = Kysely<Database> | Transaction<Database>;

/** Who acts, in which enterprise, when: every query of this area is scoped by `eid` (decision 0026). */
export interface ExamScope {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: number;
  mediaDir: string;
}

export function examScopeOf(ctx: MemberContext): ExamScope {
  return {
    db: ctx.db,
    eid: ctx.enterprise.id,
    userId: ctx.user.id,
    now: ctx.clock.now(),
    mediaDir: ctx.config.mediaDir,
  };
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND);

/** The exams a learner may see: published, and either for everyone or listing them (the enterprise is the scope's). */
export function visibleExams(db: Db, userId: number) {
  return db
    .selectFrom('exams')
    .selectAll()
    .where('published', '=', 1)
    .where((eb) =>
      eb.or([
        eb('audience', '=', 'all'),
        eb.exists(
          eb
            .selectFrom('exam_audience')
            .select('user_id')
            .whereRef('exam_audience.exam_id', '=', 'exams.id')
            .where('exam_audience.user_id', '=', userId),
        ),
      ]),
    );
}

/** An exam the learner may see (visibleExams); otherwise NOT_FOUND. */
export async function visibleExam(db: Db, eid: number, userId: number, examId: number): Promise<ExamRow> {
  const exam = await visibleExams(db, userId).where('id', '=', examId).executeTakeFirst();
  if (!exam) throw notFound();
  return exam;
}

/**
 * The caller's own attempt in their enterprise; anyone else's is NOT_FOUND. `lock` (inside a
 * transaction that writes to the attempt) holds its row until the transaction ends, so saves,
 * screen switches and hand-ins of one attempt run one after another on PostgreSQL as on SQLite:
 * a hand-in never scores while a save it does not see yet is being written.
 */
export async function ownAttempt(
  db: Db,
  eid: number,
  userId: number,
  attemptId: number,
  options: { lock?: boolean } = {},
): Promise<AttemptRow> {
  const attempt = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .$if(options.lock === true, (q) => forUpdate(db, q))
    .executeTakeFirst();
  if (!attempt) throw notFound();
  return attempt;
}

export async function examOfAttempt(db: Db, attempt: AttemptRow): Promise<ExamRow> {
  const exam = await db.selectFrom('exams').selectAll().where('id', '=', attempt.exam_id).executeTakeFirst();
  if (!exam) throw notFound();
  return exam;
}

export async function attemptsOf(db: Db, eid: number, userId: number, examId: number): Promise<AttemptRow[]> {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_id', '=', examId)
    .orderBy('number')
    .execute();
}

/** One question of a paper with everything scoring needs. */
export interface PaperQuestion {
  id: number;
  type: QuestionType;
  stem: string;
  options: QuestionOption[];
  blanks: number;
  score: number;
  required: boolean;
  answer: string[];
  analysis: string;
}

/** What a paper question is read with (here and in the answer save's compiled read). */
export const PAPER_COLUMNS = [
  'questions.id',
  'questions.type',
  'questions.stem',
  'questions.options',
  'questions.blanks',
  'questions.answer',
  'questions.analysis',
  'exam_questions.score',
  'exam_questions.required',
] as const;

/**
 * The paper of an exam, in order (tenant-scoped through the exam's eid); with `onlyIds`, just
 * those of its questions (an answer save checks its batch, not the whole 200-question paper).
 */
export async function paperOf(
  db: Db,
  exam: Pick<ExamRow, 'id' | 'eid'>,
  onlyIds?: readonly number[],
): Promise<PaperQuestion[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  let query = db
    .selectFrom('exam_questions')
    .innerJoin('questions', 'questions.id', 'exam_questions.question_id')
    .select([...PAPER_COLUMNS])
    .where('exam_questions.exam_id', '=', exam.id)
    .orderBy('exam_questions.position')
    .orderBy('exam_questions.question_id');
  if (onlyIds) query = query.where('exam_questions.question_id', 'in', [...new Set(onlyIds)]);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    stem: r.stem,
    options: parseJsonList<QuestionOption>(r.options),
    blanks: r.blanks,
    score: r.score,
    required: r.required === 1,
    answer: parseStringList(r.answer),
    analysis: r.analysis,
  }));
}

export async function questionCounts(
  db: Db,
  examIds: readonly number[],
): Promise<Map<number, { count: number; fullMarks: number }>> {
  const result = new Map<number, { count: number; fullMarks: number }>();
  if (examIds.length === 0) return result;
  const rows = await db
    .selectFrom('exam_questions')
    .select((eb) => ['exam_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('score').as('total')])
    .where('exam_id', 'in', examIds)
    .groupBy('exam_id')
    .execute();
  for (const r of rows)
    result.set(r.exam_id, { count: Number(r.n), fullMarks: Math.round(Number(r.total ?? 0) * 10) / 10 });
  return result;
}
