import type { Generated } from 'kysely';

/** 0033: questionnaires and votes (decision 0048). Texts are plain or JSON {zh_cn, zh_hant, en_us}. */
export interface QuestionnairesTable {
  id: Generated<number>;
  eid: number;
  kind: 'survey' | 'vote';
  title: string;
  intro: Generated<string>;
  /** JSON QuestionDef[] (protocol/schemas/questionnaires.ts). */
  questions: string;
  anonymous: Generated<number>;
  once_only: Generated<number>;
  show_count: Generated<number>;
  show_results: Generated<number>;
  starts_at: number;
  ends_at: number;
  published: Generated<number>;
  participants: Generated<number>;
  created_at: number;
}

/** Who took part (no answers, no submission id). */
export interface QuestionnaireParticipantsTable {
  eid: number;
  questionnaire_id: number;
  user_id: number;
  times: Generated<number>;
  last_at: number;
}

/** What was answered; user_id, submitted_at null and receipt_hash set on an anonymous questionnaire. */
export interface QuestionnaireSubmissionsTable {
  id: string;
  eid: number;
  questionnaire_id: number;
  user_id: number | null;
  answers: string;
  submitted_at: number | null;
  receipt_hash: string | null;
}

export interface QuestionnaireOptionCountsTable {
  eid: number;
  questionnaire_id: number;
  question_id: string;
  option_id: string;
  votes: Generated<number>;
}

export interface QuestionnaireUploadsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  questionnaire_id: number;
  path: string;
  mime: string;
  size: number;
  created_at: number;
}

export interface QuestionnaireTables {
  questionnaires: QuestionnairesTable;
  questionnaire_participants: QuestionnaireParticipantsTable;
  questionnaire_submissions: QuestionnaireSubmissionsTable;
  questionnaire_option_counts: QuestionnaireOptionCountsTable;
  questionnaire_uploads: QuestionnaireUploadsTable;
}
