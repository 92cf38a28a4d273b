import { sql, type Insertable, type Kysely } from 'kysely';
import type { AttachmentRef, QuestionOption, SavedAnswer } from '../../../protocol';
import { forUpdate } from '../../db/engine';
import type { Database } from '../../db/schema';
import { parseJsonList, parseStringList } from '../../lib/json-list';
import { QueryTemplate } from '../../lib/query-template';
import { PAPER_COLUMNS, type Db, type PaperQuestion } from './exam-scope';
import type { AttemptRow, ExamRow } from './exam-state';

/**
 * The statements of an answer save (POST /v1/exam/attempt/save, the call a learner makes most
 * during an exam), compiled once per enterprise handle and list length (issue 28: building,
 * scoping and compiling them with Kysely cost more CPU than SQLite spent running them). Each is
 * the same query as its general form in exam-scope.ts / attempt-answers.ts; `owner` is the
 * enterprise's scoped handle (ExamScope.db) and `run` the handle or its transaction.
 */

const ATTEMPT = new QueryTemplate<[number, number], AttemptRow>((db, [attemptId, userId]) =>
  db.selectFrom('exam_attempts').selectAll().where('id', '=', attemptId).where('user_id', '=', userId),
);
const ATTEMPT_LOCKED = new QueryTemplate<[number, number], AttemptRow>((db, [attemptId, userId]) =>
  forUpdate(db, db.selectFrom('exam_attempts').selectAll().where('id', '=', attemptId).where('user_id', '=', userId)),
);

/** The caller's own attempt (ownAttempt); `lock` holds its row until the transaction ends. */
export async function attemptOf(
  owner: Kysely<Database>,
  run: Db,
  userId: number,
  attemptId: number,
  lock: boolean,
): Promise<AttemptRow | undefined> {
  const [row] = await (lock ? ATTEMPT_LOCKED : ATTEMPT).execute(owner, run, [attemptId, userId]);
  return row;
}

const EXAM = new QueryTemplate<[number], ExamRow>((db, [examId]) =>
  db.selectFrom('exams').selectAll().where('id', '=', examId),
);

export async function examById(owner: Kysely<Database>, run: Db, examId: number): Promise<ExamRow | undefined> {
  const [row] = await EXAM.execute(owner, run, [examId]);
  return row;
}

/** Values: the exam's id, then the question ids. */
const PAPER_PART = new QueryTemplate<number[], PaperRow>((db, [examId, ...ids]) =>
  db
    .selectFrom('exam_questions')
    .innerJoin('questions', 'questions.id', 'exam_questions.question_id')
    .select([...PAPER_COLUMNS])
    .where('exam_questions.exam_id', '=', examId!)
    .where('exam_questions.question_id', 'in', ids)
    .orderBy('exam_questions.position')
    .orderBy('exam_questions.question_id'),
);

type PaperRow = Pick<PaperQuestion, 'id' | 'stem' | 'blanks' | 'score' | 'analysis'> & {
  type: PaperQuestion['type'];
  options: string;
  answer: string;
  required: number;
};

/** These questions of the exam's paper (paperOf with onlyIds): a question not on it is not found. */
export async function paperPart(
  owner: Kysely<Database>,
  run: Db,
  examId: number,
  questionIds: readonly number[],
): Promise<PaperQuestion[]> {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return [];
  const rows = await PAPER_PART.execute(owner, run, [examId, ...ids]);
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

/** Per row: attempt, question, answer, attachments, seq, saved_at (the scope adds the enterprise). */
const UPSERT = new QueryTemplate<Array<number | string>, never>((db, values) => {
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
  );
});

/**
 * The batch's answers, one question each, by one statement: a stored answer is replaced only by
 * a higher seq, in the database itself, so an older save arriving late never regresses it.
 */
export async function upsertAnswers(
  owner: Kysely<Database>,
  run: Db,
  attemptId: number,
  answers: ReadonlyArray<{ questionId: number; values: string[]; attachmentIds: number[]; seq: number }>,
  now: number,
): Promise<void> {
  if (answers.length === 0) return;
  const values: Array<number | string> = [];
  for (const a of answers)
    values.push(attemptId, a.questionId, JSON.stringify(a.values), JSON.stringify(a.attachmentIds), a.seq, now);
  await UPSERT.execute(owner, run, values);
}

/** Values: the attempt's id, then the question ids. */
const SAVED = new QueryTemplate<
  number[],
  { question_id: number; answer: string; attachments: string; seq: number; saved_at: number }
>((db, [attemptId, ...ids]) =>
  db
    .selectFrom('exam_answers')
    .select(['question_id', 'answer', 'attachments', 'seq', 'saved_at'])
    .where('attempt_id', '=', attemptId!)
    .where('question_id', 'in', ids),
);
const ATTACHMENTS = new QueryTemplate<[number], AttachmentRef>((db, [attemptId]) =>
  db.selectFrom('exam_attachments').select(['id', 'name', 'url', 'bytes', 'mime']).where('attempt_id', '=', attemptId),
);

/** The stored answers of these questions of the attempt, with their attachments (savedAnswers). */
export async function savedAnswersOf(
  owner: Kysely<Database>,
  run: Db,
  attemptId: number,
  questionIds: readonly number[],
): Promise<SavedAnswer[]> {
  if (questionIds.length === 0) return [];
  const rows = await SAVED.execute(owner, run, [attemptId, ...questionIds]);
  const files = new Map((await ATTACHMENTS.execute(owner, run, [attemptId])).map((f) => [f.id, f]));
  return rows.map((r) => ({
    questionId: r.question_id,
    values: parseStringList(r.answer),
    attachments: parseJsonList<number>(r.attachments)
      .map((id) => files.get(id))
      .filter((f): f is AttachmentRef => f !== undefined),
    seq: r.seq,
    savedAt: r.saved_at,
  }));
}
