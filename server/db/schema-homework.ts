import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of assignments and certificates (migration 0031-homework, decision 0046). Times in ms. */

export type HomeworkStatus = 'draft' | 'pending' | 'passed' | 'failed' | 'excellent' | 'withdrawn';
export type HomeworkUploadKind = 'document' | 'video' | 'audio' | 'file';
export type CertificateSourceKind = 'training' | 'exam' | 'course' | 'homework' | 'manual';

export interface HomeworkTable {
  id: Generated<number>;
  eid: number;
  title: string;
  requirement: Generated<string>;
  reference_answer: Generated<string>;
  full_score: Generated<number>;
  pass_score: number;
  excellent_score: number;
  training_id: number | null;
  opens_at: number;
  deadline_at: number;
  audience: Generated<'all' | 'listed'>;
  created_at: number;
}

export interface HomeworkAudienceTable {
  homework_id: number;
  eid: number;
  user_id: number;
}

export interface HomeworkSubmissionsTable {
  id: Generated<number>;
  eid: number;
  homework_id: number;
  user_id: number;
  status: Generated<HomeworkStatus>;
  note: Generated<string>;
  rounds: Generated<number>;
  submitted_at: number | null;
  score: number | null;
  comment: Generated<string>;
  graded_how: 'hand' | 'ai' | null;
  graded_by: number | null;
  graded_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface HomeworkUploadsTable {
  id: Generated<number>;
  eid: number;
  owner_user_id: number;
  kind: HomeworkUploadKind;
  file_name: string;
  total_bytes: number;
  chunk_bytes: number;
  chunk_count: number;
  received_chunks: Generated<number>;
  partial_name: string;
  detected_type: Generated<string>;
  media_key: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface HomeworkUploadChunksTable {
  eid: ColumnType<number, number, never>;
  upload_id: number;
  idx: number;
  sha256: string;
}

export interface HomeworkFilesTable {
  id: Generated<number>;
  eid: number;
  submission_id: number;
  upload_id: number;
  created_at: number;
}

export interface CertificatesTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  name: string;
  source_kind: CertificateSourceKind;
  source_id: number | null;
  source_name: Generated<string>;
  serial: string;
  acquired_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  revoke_reason: Generated<string>;
  expiry_notified_at: number | null;
  created_at: number;
}

export interface HomeworkTables {
  homework: HomeworkTable;
  homework_audience: HomeworkAudienceTable;
  homework_submissions: HomeworkSubmissionsTable;
  homework_uploads: HomeworkUploadsTable;
  homework_upload_chunks: HomeworkUploadChunksTable;
  homework_files: HomeworkFilesTable;
  certificates: CertificatesTable;
}

export type HomeworkRow = Selectable<HomeworkTable>;
export type HomeworkSubmissionRow = Selectable<HomeworkSubmissionsTable>;
export type HomeworkUploadRow = Selectable<HomeworkUploadsTable>;
export type CertificateRow = Selectable<CertificatesTable>;
