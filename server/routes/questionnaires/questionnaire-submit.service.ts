import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ErrorCode } from '../../../protocol';
import { checkAnswers, type AnswerProblem } from '../../../protocol/questionnaire-rules';
import type { Answers, SubmitQuestionnaireResult } from '../../../protocol/schemas/questionnaires';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { optionCounts, publishedQuestionnaire } from './questionnaire-reads.service';
import { questionnaireState } from './questionnaire-state';
import { ruleQuestions } from './questionnaire-text';
import type { MemberScope } from './questionnaire-scope';

/** The choice questions whose options are counted for a vote's live results. */
const COUNTED = new Set(['single', 'multiple', 'gender', 'age']);

const invalid = (problems: AnswerProblem[]) =>
  new AppError(ErrorCode.QUESTIONNAIRE_ANSWERS_INVALID, { data: { problems } });

export const receiptHash = (receipt: string) => createHash('sha256').update(receipt).digest('hex');

/**
 * Swap the upload ids of upload and signature answers for their image addresses. Each id must be
 * an upload of this learner for this questionnaire; the upload rows are then removed, so nothing
 * links an (anonymous) answer's image to the person who sent it.
 */
async function attachUploads(
  trx: Transaction<Database>,
  scope: MemberScope,
  questionnaireId: number,
  uploadQuestions: string[],
  answers: Answers,
): Promise<Record<string, unknown>> {
  const stored: Record<string, unknown> = { ...answers };
  const ids = uploadQuestions.flatMap((qid) => {
    const value = answers[qid];
    return typeof value === 'number' ? [value] : Array.isArray(value) ? (value as number[]) : [];
  });
  if (ids.length === 0) return stored;
  const rows = await trx
    .selectFrom('questionnaire_uploads')
    .select(['id', 'path'])
    .where('id', 'in', ids)
    .where('user_id', '=', scope.userId)
    .where('questionnaire_id', '=', questionnaireId)
    .execute();
  const pathOf = new Map(rows.map((r) => [r.id, r.path]));
  const problems: AnswerProblem[] = [];
  for (const qid of uploadQuestions) {
    const value = answers[qid];
    if (value === undefined) continue;
    const list = typeof value === 'number' ? [value] : (value as number[]);
    if (list.some((n) => !pathOf.has(n)) || new Set(list).size !== list.length)
      problems.push({ questionId: qid, problem: 'invalid' });
    else stored[qid] = typeof value === 'number' ? pathOf.get(value)! : list.map((n) => pathOf.get(n)!);
  }
  if (problems.length) throw invalid(problems);
  await trx.deleteFrom('questionnaire_uploads').where('id', 'in', ids).execute();
  return stored;
}

/**
 * POST /v1/questionnaire/submit: refuse a closed questionnaire and a second submission of a
 * once-only one (spec 001 §8), check every answer by the shared rules, then keep the answers and
 * the participation in one transaction with the learner's row locked, so a double click submits once.
 */
export async function submitQuestionnaire(
  scope: MemberScope,
  input: { id: number; answers: Answers },
): Promise<SubmitQuestionnaireResult> {
  const row = await publishedQuestionnaire(scope.db, input.id);
  const state = questionnaireState(row, scope.now);
  if (state !== 'open') throw new AppError(ErrorCode.QUESTIONNAIRE_CLOSED, { data: { state } });
  const questions = ruleQuestions(row.questions);
  const problems = checkAnswers(questions, input.answers);
  if (problems.length) throw invalid(problems);
  const anonymous = row.anonymous === 1;
  const receipt = anonymous ? randomBytes(16).toString('hex') : null;

  const participants = await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.userId);
    const before = await trx
      .selectFrom('questionnaire_participants')
      .select('times')
      .where('questionnaire_id', '=', row.id)
      .where('user_id', '=', scope.userId)
      .executeTakeFirst();
    if (before && row.once_only === 1) throw new AppError(ErrorCode.QUESTIONNAIRE_ONCE_ONLY);
    const uploads = questions.filter((q) => q.kind === 'upload' || q.kind === 'signature').map((q) => q.id);
    const stored = await attachUploads(trx, scope, row.id, uploads, input.answers);
    await trx
      .insertInto('questionnaire_submissions')
      .values({
        id: randomBytes(16).toString('hex'),
        eid: scope.eid,
        questionnaire_id: row.id,
        // Anonymous: no person, no time; only the receipt's hash the learner's browser can match.
        user_id: anonymous ? null : scope.userId,
        answers: JSON.stringify(stored),
        submitted_at: anonymous ? null : scope.now,
        receipt_hash: receipt === null ? null : receiptHash(receipt),
      })
      .execute();
    await trx
      .insertInto('questionnaire_participants')
      .values({ eid: scope.eid, questionnaire_id: row.id, user_id: scope.userId, times: 1, last_at: scope.now })
      .onConflict((oc) =>
        oc.columns(['questionnaire_id', 'user_id']).doUpdateSet((eb) => ({
          times: eb('questionnaire_participants.times', '+', 1),
          last_at: scope.now,
        })),
      )
      .execute();
    for (const q of questions) {
      const value = input.answers[q.id];
      if (!COUNTED.has(q.kind) || value === undefined) continue;
      // Sorted: two learners' transactions update the same count rows in one order (no deadlock on PostgreSQL).
      for (const optionId of (Array.isArray(value) ? (value as string[]) : [String(value)]).slice().sort()) {
        await trx
          .insertInto('questionnaire_option_counts')
          .values({ eid: scope.eid, questionnaire_id: row.id, question_id: q.id, option_id: optionId, votes: 1 })
          .onConflict((oc) =>
            oc
              .columns(['questionnaire_id', 'question_id', 'option_id'])
              .doUpdateSet((eb) => ({ votes: eb('questionnaire_option_counts.votes', '+', 1) })),
          )
          .execute();
      }
    }
    if (before) return row.participants;
    const updated = await trx
      .updateTable('questionnaires')
      .set((eb) => ({ participants: eb('participants', '+', 1) }))
      .where('id', '=', row.id)
      .returning('participants')
      .executeTakeFirstOrThrow();
    return updated.participants;
  });
  return {
    receipt,
    participants: row.show_count === 1 ? participants : null,
    counts: row.show_results === 1 ? await optionCounts(scope.db, row.id) : null,
  };
}
