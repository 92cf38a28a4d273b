import {
  ErrorCode,
  MICRO_UPLOAD_TYPES,
  microUploadMaxBytes,
  type MicroUploadInfo,
  type MicroUploadKind,
} from '../../../protocol';
import type { MicroUploadRow } from '../../db/schema-micro-courses';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import * as chunked from '../../lib/chunked-upload';
import type { ChunkedUploadSpec, UploadOwner } from '../../lib/chunked-upload';
import { sniffUploadType } from '../../lib/media-sniff';
import { mediaUrlOfKey } from './media-paths';
import type { MicroScope } from './micro-scope';

/**
 * Micro-course uploads: the resumable chunked upload of server/lib/chunked-upload.ts (decision
 * 0020) over this area's tables, limits and accepted types.
 */
export function presentUpload(row: MicroUploadRow): MicroUploadInfo {
  return {
    uploadId: row.id,
    kind: row.kind,
    fileName: row.file_name,
    totalBytes: row.total_bytes,
    chunkBytes: row.chunk_bytes,
    chunkCount: row.chunk_count,
    receivedChunks: row.received_chunks,
    complete: row.media_key !== '',
    // Demo keys are served by course study only; a learner's own uploads are in the media store.
    url: row.media_key.startsWith('demo/') ? '' : mediaUrlOfKey(row.media_key),
  };
}

const MICRO_UPLOADS: ChunkedUploadSpec<'micro_course_uploads', MicroUploadKind> = {
  uploads: 'micro_course_uploads',
  chunks: 'micro_course_upload_chunks',
  mediaKind: 'micro-course',
  maxBytes: microUploadMaxBytes,
  tooLarge: ErrorCode.MICRO_UPLOAD_TOO_LARGE,
  sniff: sniffUploadType,
  typeNotAllowed: (kind) =>
    new AppError(ErrorCode.MICRO_UPLOAD_TYPE_NOT_ALLOWED, { data: { accepted: [...MICRO_UPLOAD_TYPES[kind]] } }),
};

function ownerOf(scope: MicroScope): UploadOwner {
  return {
    db: scope.db,
    eid: scope.eid,
    userId: scope.user.id,
    mediaDir: scope.config.mediaDir,
    maxChunkBytes: scope.config.microCourseChunkBytes,
    now: scope.clock.now(),
  };
}

export async function findOwnUpload(scope: MicroScope, uploadId: number): Promise<MicroUploadRow> {
  return chunked.findOwnUpload(MICRO_UPLOADS, ownerOf(scope), uploadId);
}

export async function initUpload(
  scope: MicroScope,
  input: { kind: MicroUploadKind; fileName: string; totalBytes: number },
): Promise<MicroUploadInfo> {
  return presentUpload(await chunked.initUpload(MICRO_UPLOADS, ownerOf(scope), input));
}

export async function receiveChunk(
  scope: MicroScope,
  input: { uploadId: number; index: number },
  files: readonly UploadedFile[],
): Promise<MicroUploadInfo> {
  return presentUpload(await chunked.receiveChunk(MICRO_UPLOADS, ownerOf(scope), input, files));
}

export async function completeUpload(scope: MicroScope, uploadId: number): Promise<MicroUploadInfo> {
  return presentUpload(await chunked.completeUpload(MICRO_UPLOADS, ownerOf(scope), uploadId));
}
