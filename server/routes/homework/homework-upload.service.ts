import {
  ErrorCode,
  HOMEWORK_LIMITS,
  HOMEWORK_UPLOAD_TYPES,
  type HomeworkUploadInfo,
  type HomeworkUploadKindName,
} from '../../../protocol';
import type { HomeworkUploadRow } from '../../db/schema-homework';
import * as chunked from '../../lib/chunked-upload';
import type { ChunkedUploadSpec, UploadOwner } from '../../lib/chunked-upload';
import { sniffImageType } from '../../lib/image-type';
import { sniffUploadType } from '../../lib/media-sniff';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import type { HomeworkScope } from './homework-scope';

/**
 * Assignment attachments use the resumable chunked upload of server/lib/chunked-upload.ts
 * (decision 0020) over this area's tables: init refuses a file over its kind's limit on the
 * declared bytes (spec 001 §5 limits); the first chunk's bytes decide the type.
 */
export function sniffHomeworkType(kind: HomeworkUploadKindName, head: Buffer, fileName: string): string | null {
  if (kind !== 'file') return sniffUploadType(kind, head, fileName);
  const image = sniffImageType(head);
  if (image) return image;
  const zip = head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  return zip ? 'zip' : null;
}

function mediaUrl(key: string): string {
  return key ? `/media/${key}` : '';
}

export function presentUpload(row: HomeworkUploadRow): HomeworkUploadInfo {
  return {
    uploadId: row.id,
    kind: row.kind,
    fileName: row.file_name,
    totalBytes: row.total_bytes,
    chunkBytes: row.chunk_bytes,
    chunkCount: row.chunk_count,
    receivedChunks: row.received_chunks,
    complete: row.media_key !== '',
    url: row.media_key.startsWith('demo/') ? '' : mediaUrl(row.media_key),
  };
}

const HOMEWORK_UPLOADS: ChunkedUploadSpec<'homework_uploads', HomeworkUploadKindName> = {
  uploads: 'homework_uploads',
  chunks: 'homework_upload_chunks',
  mediaKind: 'homework',
  maxBytes: (kind) => HOMEWORK_LIMITS.bytes[kind],
  tooLarge: ErrorCode.HOMEWORK_FILE_TOO_LARGE,
  sniff: sniffHomeworkType,
  typeNotAllowed: (kind) =>
    new AppError(ErrorCode.HOMEWORK_FILE_TYPE_NOT_ALLOWED, { data: { accepted: [...HOMEWORK_UPLOAD_TYPES[kind]] } }),
};

function ownerOf(scope: HomeworkScope): UploadOwner {
  return {
    db: scope.db,
    eid: scope.eid,
    userId: scope.userId,
    mediaDir: scope.config.mediaDir,
    maxChunkBytes: scope.config.microCourseChunkBytes,
    now: scope.clock.now(),
  };
}

export async function findOwnUpload(scope: HomeworkScope, uploadId: number): Promise<HomeworkUploadRow> {
  return chunked.findOwnUpload(HOMEWORK_UPLOADS, ownerOf(scope), uploadId);
}

export async function initUpload(
  scope: HomeworkScope,
  input: { kind: HomeworkUploadKindName; fileName: string; totalBytes: number },
): Promise<HomeworkUploadInfo> {
  return presentUpload(await chunked.initUpload(HOMEWORK_UPLOADS, ownerOf(scope), input));
}

export async function receiveChunk(
  scope: HomeworkScope,
  input: { uploadId: number; index: number },
  files: readonly UploadedFile[],
): Promise<HomeworkUploadInfo> {
  return presentUpload(await chunked.receiveChunk(HOMEWORK_UPLOADS, ownerOf(scope), input, files));
}

export async function completeUpload(scope: HomeworkScope, uploadId: number): Promise<HomeworkUploadInfo> {
  return presentUpload(await chunked.completeUpload(HOMEWORK_UPLOADS, ownerOf(scope), uploadId));
}
