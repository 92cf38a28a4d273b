import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type AnswerInput, type AttachmentRef, type SavedAnswer } from '../../../protocol';
import type { Database } from '../../db/schema';
import { parseJsonList, parseStringList } from '../../lib/json-list';
import { AppError } from '../../pipeline/app-error';
import type { Db } from './exam-scope';
import type { AttemptRow } from './exam-state';
import { answerProblem } from './scoring';
import { upsertAnswers, type AnswerableQuestion, type StoredRow } from './attempt-save-queries';

type Answer = Required<AnswerInput>;

/** Per question the highest seq of the batch (a batch may carry several edits of one question). */
function latestPerQuestion(answers: readonly Answer[]): Answer[] {
  const latest = new Map<number, Answer>();
  for (const a of answers) {
    const seen = latest.get(a.questionId);
    if (!seen || a.seq > seen.seq) latest.set(a.questionId, a);
  }
  return [...latest.values()];
}

/**
 * Check a batch against the paper before anything is written (a batch is all or nothing):
 * questions not on this paper, answers that do not fit their question, attachments that are not
 * this attempt's uploads.
 */
async function validate(
  trx: Db,
  attempt: AttemptRow,
  paper: readonly AnswerableQuestion[],
  answers: readonly Answer[],
): Promise<void> {
  const byId = new Map(paper.map((q) => [q.id, q]));
  const foreign = answers.filter((a) => !byId.has(a.questionId)).map((a) => a.questionId);
  if (foreign.length > 0)
    throw new AppError(ErrorCode.EXAM_QUESTION_NOT_ON_PAPER, {
      data: { questionIds: [...new Set(foreign)].slice(0, 50) },
    });
  for (const a of answers) {
    const problem = answerProblem(byId.get(a.questionId)!, a.values, a.attachmentIds.length);
    if (problem) throw new AppError(ErrorCode.EXAM_ANSWER_INVALID, { data: { questionId: a.questionId, problem } });
  }
  const wanted = [...new Set(answers.flatMap((a) => a.attachmentIds))];
  if (wanted.length > 0) {
    const own = await trx
      .selectFrom('exam_attachments')
      .select('id')
      .where('attempt_id', '=', attempt.id)
      .where('id', 'in', wanted)
      .execute();
    if (own.length !== wanted.length) throw new AppError(ErrorCode.EXAM_ATTACHMENT_UNKNOWN);
  }
}

/**
 * Store a batch: per question the stored answer is replaced only by a higher seq, in the database
 * itself (`on conflict … where excluded.seq > seq`, upsertAnswers), so a replayed or late-arriving
 * older save never regresses a newer answer, whatever order requests arrive in. `owner` is the
 * scoped handle `trx` belongs to (the statement is compiled once for it). Returns the rows written.
 */
export async function storeAnswers(
  owner: Kysely<Database>,
  trx: Transaction<Database>,
  attempt: AttemptRow,
  paper: readonly AnswerableQuestion[],
  batch: readonly Answer[],
  now: number,
): Promise<StoredRow[]> {
  const answers = latestPerQuestion(batch);
  await validate(trx, attempt, paper, answers);
  return upsertAnswers(owner, trx, attempt.id, answers, now);
}

/** The stored answers of an attempt (optionally only some questions), with their attachments. */
export async function savedAnswers(
  db: Db,
  attempt: Pick<AttemptRow, 'id' | 'eid'>,
  questionIds?: readonly number[],
): Promise<SavedAnswer[]> {
  let query = db
    .selectFrom('exam_answers')
    .select(['question_id', 'answer', 'attachments', 'seq', 'saved_at'])
    .where('attempt_id', '=', attempt.id);
  if (questionIds) {
    if (questionIds.length === 0) return [];
    query = query.where('question_id', 'in', questionIds);
  }
  const rows = await query.execute();
  const files = await attachmentsOf(db, attempt);
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

export async function attachmentsOf(
  db: Db,
  attempt: Pick<AttemptRow, 'id' | 'eid'>,
): Promise<Map<number, AttachmentRef>> {
  const rows = await db
    .selectFrom('exam_attachments')
    .select(['id', 'name', 'url', 'bytes', 'mime'])
    .where('attempt_id', '=', attempt.id)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
