import type { Kysely, Transaction } from 'kysely';
import type { LearnerQuestion, PracticeResult } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { QuestionsTable } from '../../db/schema-exams';
import { parseStringList } from '../../lib/json-list';
import { optionsOf } from './answer-check';

type Db = Kysely<Database> | Transaction<Database>;
export type QuestionRow = Omit<
  QuestionsTable,
  'id' | 'options' | 'analysis' | 'blanks' | 'default_score' | 'category'
> & {
  id: number;
  options: string;
  analysis: string;
  blanks: number;
  default_score: number;
  category: string;
};

/** Questions of the enterprise by id, in the order of `ids` (unknown ids are left out). */
export async function questionsByIds(db: Db, eid: number, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db.selectFrom('questions').selectAll().where('id', 'in', ids).execute()) as QuestionRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A question as the learner sees it: never the answer nor the analysis. */
export function presentQuestion(row: QuestionRow): LearnerQuestion {
  return {
    id: row.id,
    type: row.type,
    stem: row.stem,
    options: row.type === 'single' || row.type === 'multiple' ? optionsOf(row) : [],
    blanks: row.type === 'fill' ? Math.max(1, row.blanks) : 0,
    score: row.default_score,
    required: false,
  };
}

/** The outcome of an answer, with the correct answer and analysis (shown once answered). */
export function presentResult(row: QuestionRow, answerJson: string, correct: number | null): PracticeResult {
  return {
    questionId: row.id,
    yourAnswer: parseStringList(answerJson),
    correct: correct === null ? null : correct === 1,
    correctAnswer: parseStringList(row.answer),
    analysis: row.analysis,
  };
}
