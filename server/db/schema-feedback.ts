import type { Generated } from 'kysely';

/** 0024: an error a learner reports from the player or the exam page (description up to 500 characters). */
export interface FeedbackReportsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  source: 'course' | 'exam';
  kind: string;
  description: string;
  course_id: number | null;
  chapter_id: number | null;
  exam_id: number | null;
  question_id: number | null;
  position: Generated<number>;
  status: Generated<string>;
  created_at: number;
}

export interface FeedbackTables {
  feedback_reports: FeedbackReportsTable;
}
