import type { Generated, Selectable } from 'kysely';
import type { PracticeKind } from '../../protocol';

/** Tables of practice and the wrong-question notebook (migration 0016-practice, decision 0027). Times in ms. */

export interface PracticeSessionsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  session_key: string;
  kind: PracticeKind;
  course_id: number | null;
  title: Generated<string>;
  /** JSON list of question ids. */
  question_ids: Generated<string>;
  answered: Generated<number>;
  right_count: Generated<number>;
  wrong_count: Generated<number>;
  started_at: number;
  updated_at: number;
}
export type PracticeSession = Selectable<PracticeSessionsTable>;

export interface PracticeAnswersTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  session_id: number;
  question_id: number;
  /** JSON list of strings. */
  answer: string;
  /** 1 right, 0 wrong, null an essay awaiting its self-check. */
  correct: number | null;
  answered_at: number;
  checked_at: number | null;
}

export interface PracticeNotebookTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  question_id: number;
  source: 'practice' | 'exam';
  wrong_count: Generated<number>;
  right_streak: Generated<number>;
  added_at: number;
  last_wrong_at: number;
  mastered_at: number | null;
}

export interface PracticeTables {
  practice_sessions: PracticeSessionsTable;
  practice_answers: PracticeAnswersTable;
  practice_notebook: PracticeNotebookTable;
}
