import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  HOMEWORK_LIMITS,
  HOMEWORK_UPLOAD_TYPES,
  type HomeworkUploadInfo,
  type HomeworkUploadKindName,
} from '../../../protocol';
import type { HomeworkUploadRow } from '../../db/schema-homework';
import { chunkBytesFor, expectedChunkBytes, partialKey } from '../../lib/chunked-upload';
import { sniffImageType } from '../../lib/image-type';
import { mediaStoreFor } from '../../lib/media-store';
import { extensionForType, sniffUploadType } from '../../lib/media-sniff';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import type { HomeworkScope } from './homework-scope';

/**
 * Assignment attachments use the resumable chunked upload of micro-courses (decision 0020, the
 * shared parts in server/lib/chunked-upload.ts): init refuses a file over its kind's limit on the
 * declared bytes; every chunk must have exactly its length, so the stored file can never exceed
 * the declared (checked) size; the first chunk's bytes decide the type (spec 001 §5 limits).
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

export async function findOwnUpload(scope: HomeworkScope, uploadId: number): Promise<HomeworkUploadRow> {
  const row = await scope.db
    .selectFrom('homework_uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('owner_user_id', '=', scope.userId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function initUpload(
  scope: HomeworkScope,
  input: { kind: HomeworkUploadKindName; fileName: string; totalBytes: number },
): Promise<HomeworkUploadInfo> {
  const maxBytes = HOMEWORK_LIMITS.bytes[input.kind];
  if (input.totalBytes > maxBytes) throw new AppError(ErrorCode.HOMEWORK_FILE_TOO_LARGE, { data: { maxBytes } });
  const chunkBytes = chunkBytesFor(input.totalBytes, scope.config.microCourseChunkBytes);
  const now = scope.clock.now();
  const row = await scope.db
    .insertInto('homework_uploads')
    .values({
      eid: scope.eid,
      owner_user_id: scope.userId,
      kind: input.kind,
      file_name: input.fileName,
      total_bytes: input.totalBytes,
      chunk_bytes: chunkBytes,
      chunk_count: Math.ceil(input.totalBytes / chunkBytes),
      partial_name: randomBytes(16).toString('hex'),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentUpload(row);
}

export async function receiveChunk(
  scope: HomeworkScope,
  input: { uploadId: number; index: number },
  files: readonly UploadedFile[],
): Promise<HomeworkUploadInfo> {
  const file = files.find((candidate) => candidate.field === 'file');
  if (!file) throw new AppError(ErrorCode.UPLOAD_MISSING);
  const row = await findOwnUpload(scope, input.uploadId);
  const outOfOrder = () =>
    new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_OUT_OF_ORDER, { data: { nextIndex: row.received_chunks } });
  if (input.index >= row.chunk_count) throw outOfOrder();
  if (input.index < row.received_chunks) {
    // A retry after a lost answer: the same bytes again are fine, different bytes are not.
    const stored = await scope.db
      .selectFrom('homework_upload_chunks')
      .select('sha256')
      .where('upload_id', '=', row.id)
      .where('idx', '=', input.index)
      .executeTakeFirst();
    if (stored?.sha256 === file.sha256) return presentUpload(row);
    throw outOfOrder();
  }
  if (input.index > row.received_chunks) throw outOfOrder();
  const expectedBytes = expectedChunkBytes(row, input.index);
  if (file.data.length !== expectedBytes)
    throw new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_SIZE_WRONG, { data: { expectedBytes } });

  let detected = row.detected_type;
  if (input.index === 0) {
    const type = sniffHomeworkType(row.kind, file.data, row.file_name);
    if (!type)
      throw new AppError(ErrorCode.HOMEWORK_FILE_TYPE_NOT_ALLOWED, {
        data: { accepted: [...HOMEWORK_UPLOAD_TYPES[row.kind]] },
      });
    detected = type;
  }

  await mediaStoreFor(scope.config.mediaDir).writeAt(
    partialKey(scope.eid, row.partial_name),
    input.index * row.chunk_bytes,
    file.data,
  );
  await scope.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('homework_uploads')
      .set({ received_chunks: input.index + 1, detected_type: detected, updated_at: scope.clock.now() })
      .where('id', '=', row.id)
      .where('received_chunks', '=', input.index)
      .executeTakeFirst();
    // Two copies of one chunk racing: the first one counts.
    if (Number(moved.numUpdatedRows) === 1)
      await trx
        .insertInto('homework_upload_chunks')
        .values({ eid: row.eid, upload_id: row.id, idx: input.index, sha256: file.sha256 })
        .execute();
  });
  return presentUpload(await findOwnUpload(scope, row.id));
}

export async function completeUpload(scope: HomeworkScope, uploadId: number): Promise<HomeworkUploadInfo> {
  const row = await findOwnUpload(scope, uploadId);
  if (row.media_key) return presentUpload(row);
  const notComplete = () =>
    new AppError(ErrorCode.MICRO_UPLOAD_NOT_COMPLETE, { data: { receivedChunks: row.received_chunks } });
  if (row.received_chunks < row.chunk_count) throw notComplete();
  const store = mediaStoreFor(scope.config.mediaDir);
  const key = store.newKey({ eid: scope.eid, kind: 'homework', extension: extensionForType(row.detected_type) });
  const source = partialKey(scope.eid, row.partial_name);
  if ((await store.size(source)) !== row.total_bytes) throw notComplete();
  await store.move(source, key);
  await scope.db
    .updateTable('homework_uploads')
    .set({ media_key: key, updated_at: scope.clock.now() })
    .where('id', '=', row.id)
    .where('media_key', '=', '')
    .execute();
  return presentUpload(await findOwnUpload(scope, row.id));
}
