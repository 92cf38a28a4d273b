import type { Kysely, Transaction } from 'kysely';
import type { MicroUploadKind } from '../../../protocol';
import type { Database } from '../../db/schema';
import { mediaUrlOfKey } from './media-paths';

/**
 * What the micro-course area offers the others: its resumable chunked upload (apiCourse/upload)
 * is the platform's one way a learner sends a file (decision 0020); an area that takes a
 * learner's files (community posts) lets the learner upload through it and then claims the
 * finished uploads by id here.
 */
export interface FinishedUpload {
  id: number;
  kind: MicroUploadKind;
  fileName: string;
  totalBytes: number;
  url: string;
}

/** The caller's finished uploads among `ids` (others' and unfinished ones are left out), in id order. */
export async function finishedUploadsOf(
  db: Kysely<Database> | Transaction<Database>,
  ownerUserId: number,
  ids: readonly number[],
): Promise<FinishedUpload[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('micro_course_uploads')
    .select(['id', 'kind', 'file_name', 'total_bytes', 'media_key'])
    .where('owner_user_id', '=', ownerUserId)
    .where('id', 'in', [...ids])
    .where('media_key', '!=', '')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    totalBytes: row.total_bytes,
    url: mediaUrlOfKey(row.media_key),
  }));
}

// The administrators' approvals queue decides micro-courses through the same review (decision 0053).
export { reviewMicroCourse } from './review.service';
export type { MicroScope } from './micro-scope';
