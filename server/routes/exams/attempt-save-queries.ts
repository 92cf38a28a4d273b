import { sql, type Insertable, type Kysely } from 'kysely';
import type { AttachmentRef, QuestionOption, SavedAnswer } from '../../../protocol';
import { forUpdate } from '../../db/engine';
import type { Database } from '../../db/schema';
import { parseJsonList, parseStringList } from '../../lib/json-list';
import { QueryTemplate } from '../../lib/query-template';
import type { Db, PaperQuestion } from './exam-scope';
import type { AttemptRow } from './exam-state';

/**
 * The statements of an answer save (POST /v1/exam/attempt/save, the call a learner makes most
 * during an exam), compiled once per enterprise handle and list length (issue 28: building,
 * scoping and compiling them with Kysely cost more CPU than SQLite spent running them). Each is
 * the same query as its general form in exam-scope.ts / attempt-answers.ts; `owner` is the
 * enterprise's scoped handle (ExamScope.db) and `run` the handle or its transaction.
 */

/**
 * The caller's own attempt, locked until the transaction ends, found only while its exam exists
 * (in this enterprise). The exam's row itself is not read: the save needs only its id, which the
 * attempt holds, and `select *` of the exam was one more statement and 5 % of a save's CPU
 * (issue 28). EXISTS rather than a join, so PostgreSQL's FOR UPDATE locks the attempt's row only,
 * not the exam's, which every learner of that exam saves under.
 */
const SAVE_ATTEMPT = new QueryTemplate<[number, number], AttemptRow>((db, [attemptId, userId]) =>
  forUpdate(
    db,
    db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .where('user_id', '=', userId)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('exams').select('exams.id').whereRef('exams.id', '=', 'exam_attempts.exam_id')),
      ),
  ),
);

/** The caller's own attempt whose exam exists, locked for the save's transaction (ownAttempt + examOfAttempt). */
export async function attemptToSave(
  owner: Kysely<Database>,
  run: Db,
  userId: number,
  attemptId: number,
): Promise<AttemptRow | undefined> {
  const [row] = await SAVE_ATTEMPT.execute(owner, run, [attemptId, userId]);
  return row;
}

/** What checking an answer needs of its question (answerProblem): not its stem, score or key. */
export type AnswerableQuestion = Pick<PaperQuestion, 'id' | 'type' | 'options' | 'blanks'>;

/**
 * Values: the exam's id, then the question ids. Only the columns a check reads (issue 28: the
 * stem, the analysis and the answer key were read and the key's JSON parsed on every save).
 */
const PAPER_PART = new QueryTemplate<
  number[],
  { id: number; type: PaperQuestion['type']; options: string; blanks: number }
>((db, [examId, ...ids]) =>
  db
    .selectFrom('exam_questions')
    .innerJoin('questions', 'questions.id', 'exam_questions.question_id')
    .select(['questions.id', 'questions.type', 'questions.options', 'questions.blanks'])
    .where('exam_questions.exam_id', '=', examId!)
    .where('exam_questions.question_id', 'in', ids),
);

/** These questions of the exam's paper (paperOf with onlyIds): a question not on it is not found. */
export async function paperPart(
  owner: Kysely<Database>,
  run: Db,
  examId: number,
  questionIds: readonly number[],
): Promise<AnswerableQuestion[]> {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return [];
  const rows = await PAPER_PART.execute(owner, run, [examId, ...ids]);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    options: parseJsonList<QuestionOption>(r.options),
    blanks: r.blanks,
  }));
}

/** A stored answer as the save reads it back. */
export type StoredRow = { question_id: number; answer: string; attachments: string; seq: number; saved_at: number };
const STORED_COLUMNS = ['question_id', 'answer', 'attachments', 'seq', 'saved_at'] as const;

/**
 * Per row: attempt, question, answer, attachments, seq, saved_at (the scope adds the enterprise).
 * RETURNING gives back each row this statement wrote, as stored (both engines return the rows an
 * upsert inserted or updated, and not those its WHERE kept), so the save reads back only the
 * questions whose stored answer was newer than the batch's (issue 28: one statement fewer).
 */
const UPSERT = new QueryTemplate<Array<number | string>, StoredRow>((db, values) => {
  const rows = [];
  for (let i = 0; i < values.length; i += 6)
    rows.push({
      attempt_id: values[i] as number,
      question_id: values[i + 1] as number,
      answer: values[i + 2] as string,
      attachments: values[i + 3] as string,
      seq: values[i + 4] as number,
      saved_at: values[i + 5] as number,
      score: null,
      correct: null,
    });
  return (
    db
      .insertInto('exam_answers')
      // The rows leave eid out on purpose: the template is compiled on the caller's tenant-scoped
      // handle, whose plugin adds the scope's enterprise to every row (server/db/tenant-scope.ts).
      .values(rows as Array<Insertable<Database['exam_answers']>>)
      .onConflict((oc) =>
        oc
          .columns(['attempt_id', 'question_id'])
          .doUpdateSet({
            answer: sql`excluded.answer`,
            attachments: sql`excluded.attachments`,
            seq: sql`excluded.seq`,
            saved_at: sql`excluded.saved_at`,
          })
          .where(sql<boolean>`excluded.seq > exam_answers.seq`),
      )
      .returning([...STORED_COLUMNS])
  );
});

/**
 * The batch's answers, one question each, by one statement: a stored answer is replaced only by
 * a higher seq, in the database itself, so an older save arriving late never regresses it.
 * Returns the rows it wrote (not those a newer stored answer kept).
 */
export async function upsertAnswers(
  owner: Kysely<Database>,
  run: Db,
  attemptId: number,
  answers: ReadonlyArray<{ questionId: number; values: string[]; attachmentIds: number[]; seq: number }>,
  now: number,
): Promise<StoredRow[]> {
  if (answers.length === 0) return [];
  const values: Array<number | string> = [];
  for (const a of answers)
    values.push(attemptId, a.questionId, JSON.stringify(a.values), JSON.stringify(a.attachmentIds), a.seq, now);
  return UPSERT.execute(owner, run, values);
}

/** Values: the attempt's id, then the question ids. */
const SAVED = new QueryTemplate<number[], StoredRow>((db, [attemptId, ...ids]) =>
  db
    .selectFrom('exam_answers')
    .select([...STORED_COLUMNS])
    .where('attempt_id', '=', attemptId!)
    .where('question_id', 'in', ids),
);
const ATTACHMENTS = new QueryTemplate<[number], AttachmentRef>((db, [attemptId]) =>
  db.selectFrom('exam_attachments').select(['id', 'name', 'url', 'bytes', 'mime']).where('attempt_id', '=', attemptId),
);

/**
 * The stored answers of these questions of the attempt, with their attachments (savedAnswers),
 * in question order. `written` are rows the save's upsert just returned: only the other questions
 * are read, and the attempt's attachments only when an answer names one.
 */
export async function savedAnswersOf(
  owner: Kysely<Database>,
  run: Db,
  attemptId: number,
  questionIds: readonly number[],
  written: readonly StoredRow[] = [],
): Promise<SavedAnswer[]> {
  if (questionIds.length === 0) return [];
  const have = new Set(written.map((r) => r.question_id));
  const missing = [...new Set(questionIds)].filter((id) => !have.has(id));
  const rows =
    missing.length > 0 ? [...written, ...(await SAVED.execute(owner, run, [attemptId, ...missing]))] : written;
  const answers = rows
    .map((r) => ({ row: r, ids: parseJsonList<number>(r.attachments) }))
    .sort((a, b) => a.row.question_id - b.row.question_id);
  const files = answers.some((a) => a.ids.length > 0)
    ? new Map((await ATTACHMENTS.execute(owner, run, [attemptId])).map((f) => [f.id, f]))
    : new Map<number, AttachmentRef>();
  return answers.map(({ row, ids }) => ({
    questionId: row.question_id,
    values: parseStringList(row.answer),
    attachments: ids.map((id) => files.get(id)).filter((f): f is AttachmentRef => f !== undefined),
    seq: row.seq,
    savedAt: row.saved_at,
  }));
}
