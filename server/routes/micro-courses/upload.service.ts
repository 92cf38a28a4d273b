import { randomBytes } from 'node:crypto';
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
import { mediaStoreFor } from '../../lib/media-store';
import { chunkBytesFor, expectedChunkBytes } from '../../lib/chunked-upload';
import { extensionForType, sniffUploadType } from '../../lib/media-sniff';
import { mediaUrlOfKey, partialKey } from './media-paths';
import type { MicroScope } from './micro-scope';

/**
 * Resumable chunked uploads (decision 0020): init declares the kind, name and size (refused at
 * once when too large); chunks follow in order, each signed by its SHA-256 like any upload
 * (a mismatch is refused by the pipeline with 40011) and appended at its offset; complete moves
 * the whole file into the media store. After an interruption the client asks for the status
 * and resumes at `receivedChunks`; a chunk sent twice with the same digest is accepted again.
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

export async function findOwnUpload(scope: MicroScope, uploadId: number): Promise<MicroUploadRow> {
  const row = await scope.db
    .selectFrom('micro_course_uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('owner_user_id', '=', scope.user.id)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function initUpload(
  scope: MicroScope,
  input: { kind: MicroUploadKind; fileName: string; totalBytes: number },
): Promise<MicroUploadInfo> {
  const maxBytes = microUploadMaxBytes(input.kind);
  if (input.totalBytes > maxBytes) throw new AppError(ErrorCode.MICRO_UPLOAD_TOO_LARGE, { data: { maxBytes } });
  const chunkBytes = chunkBytesFor(input.totalBytes, scope.config.microCourseChunkBytes);
  const now = scope.clock.now();
  const row = await scope.db
    .insertInto('micro_course_uploads')
    .values({
      eid: scope.eid,
      owner_user_id: scope.user.id,
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
  scope: MicroScope,
  input: { uploadId: number; index: number },
  files: readonly UploadedFile[],
): Promise<MicroUploadInfo> {
  const file = files.find((candidate) => candidate.field === 'file');
  if (!file) throw new AppError(ErrorCode.UPLOAD_MISSING);
  const row = await findOwnUpload(scope, input.uploadId);
  if (input.index >= row.chunk_count)
    throw new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_OUT_OF_ORDER, { data: { nextIndex: row.received_chunks } });
  if (input.index < row.received_chunks) {
    // A retry after a lost answer: the same bytes again are fine, different bytes are not.
    const stored = await scope.db
      .selectFrom('micro_course_upload_chunks')
      .select('sha256')
      .where('upload_id', '=', row.id)
      .where('idx', '=', input.index)
      .executeTakeFirst();
    if (stored?.sha256 === file.sha256) return presentUpload(row);
    throw new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_OUT_OF_ORDER, { data: { nextIndex: row.received_chunks } });
  }
  if (input.index > row.received_chunks)
    throw new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_OUT_OF_ORDER, { data: { nextIndex: row.received_chunks } });
  const expectedBytes = expectedChunkBytes(row, input.index);
  if (file.data.length !== expectedBytes)
    throw new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_SIZE_WRONG, { data: { expectedBytes } });

  let detected = row.detected_type;
  if (input.index === 0) {
    const type = sniffUploadType(row.kind, file.data, row.file_name);
    if (!type)
      throw new AppError(ErrorCode.MICRO_UPLOAD_TYPE_NOT_ALLOWED, {
        data: { accepted: [...MICRO_UPLOAD_TYPES[row.kind]] },
      });
    detected = type;
  }

  // Written at its own offset and cut there: bytes of an earlier, interrupted attempt never stay.
  await mediaStoreFor(scope.config.mediaDir).writeAt(
    partialKey(scope.eid, row.partial_name),
    input.index * row.chunk_bytes,
    file.data,
  );

  await scope.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('micro_course_uploads')
      .set({ received_chunks: input.index + 1, detected_type: detected, updated_at: scope.clock.now() })
      .where('id', '=', row.id)
      .where('received_chunks', '=', input.index)
      .executeTakeFirst();
    // Two copies of one chunk racing: the first one counts.
    if (Number(moved.numUpdatedRows) === 1)
      await trx
        .insertInto('micro_course_upload_chunks')
        .values({ eid: row.eid, upload_id: row.id, idx: input.index, sha256: file.sha256 })
        .execute();
  });
  return presentUpload(await findOwnUpload(scope, row.id));
}

export async function completeUpload(scope: MicroScope, uploadId: number): Promise<MicroUploadInfo> {
  const row = await findOwnUpload(scope, uploadId);
  if (row.media_key) return presentUpload(row);
  if (row.received_chunks < row.chunk_count)
    throw new AppError(ErrorCode.MICRO_UPLOAD_NOT_COMPLETE, { data: { receivedChunks: row.received_chunks } });
  const store = mediaStoreFor(scope.config.mediaDir);
  const key = store.newKey({ eid: scope.eid, kind: 'micro-course', extension: extensionForType(row.detected_type) });
  const source = partialKey(scope.eid, row.partial_name);
  if ((await store.size(source)) !== row.total_bytes)
    throw new AppError(ErrorCode.MICRO_UPLOAD_NOT_COMPLETE, { data: { receivedChunks: row.received_chunks } });
  await store.move(source, key);
  await scope.db
    .updateTable('micro_course_uploads')
    .set({ media_key: key, updated_at: scope.clock.now() })
    .where('id', '=', row.id)
    .where('media_key', '=', '')
    .execute();
  return presentUpload(await findOwnUpload(scope, row.id));
}
