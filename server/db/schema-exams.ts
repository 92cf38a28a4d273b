import type { Generated } from 'kysely';
import type { QuestionType } from '../../protocol';

/** Tables of the question bank and exams (migration 0015-exams, decision 0026). Times in ms; booleans 0/1. */

export interface QuestionsTable {
  id: Generated<number>;
  eid: number;
  type: QuestionType;
  stem: string;
  /** JSON [{key, text}]. */
  options: Generated<string>;
  /** JSON list of strings (protocol/schemas/questions.ts); fill-in alternatives separated by '|'. */
  answer: string;
  analysis: Generated<string>;
  blanks: Generated<number>;
  default_score: Generated<number>;
  course_id: number | null;
  category: Generated<string>;
  created_at: number;
}

export interface ExamTables {
  questions: QuestionsTable;
}
