import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The questionnaires area as other areas see it (decision 0048). The training area asks which of
 * a stage's questionnaires a learner has submitted: the participants table answers that for
 * anonymous questionnaires too, without touching the answers.
 */
export async function questionnairesDone(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  questionnaireIds: number[],
): Promise<Set<number>> {
  if (questionnaireIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('questionnaire_participants')
    .select('questionnaire_id')
    .where('user_id', '=', userId)
    .where('questionnaire_id', 'in', [...new Set(questionnaireIds)])
    .execute();
  return new Set(rows.map((r) => r.questionnaire_id));
}
