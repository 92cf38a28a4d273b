import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import { ErrorCode, type ErrorCodeValue } from '../../protocol';
import type { Database } from '../db/schema';
import { AppError } from '../pipeline/app-error';
import type { UploadedFile } from '../pipeline/multipart';
import { mediaStoreFor } from './media-store';
import { extensionForType } from './media-sniff';

/**
 * Resumable chunked uploads (decision 0020), shared by every area that takes learners' files —
 * micro-courses and assignments (decision 0046). init declares the kind, name and size (refused at
 * once when over the kind's limit); chunks follow in order, each signed by its SHA-256 like any
 * upload (a mismatch is refused by the pipeline) and written at its offset, with exactly its
 * length, so the stored file can never exceed the declared (checked) size; the first chunk's bytes
 * decide the type; complete moves the whole file into the media store. After an interruption the
 * client asks for the status and resumes at `received_chunks`; a chunk sent again with the same
 * digest is accepted again. Each area keeps its own two tables of the same shape.
 */
const MIN_CHUNK_BYTES = 64 * 1024;
/** Small files still go in several chunks, so progress and resumption are fine-grained. */
const TARGET_CHUNKS = 16;

export function chunkBytesFor(totalBytes: number, maxChunkBytes: number): number {
  const wanted = Math.ceil(totalBytes / TARGET_CHUNKS / MIN_CHUNK_BYTES) * MIN_CHUNK_BYTES;
  return Math.max(MIN_CHUNK_BYTES, Math.min(maxChunkBytes, wanted));
}

/** Every chunk is `chunk_bytes` long but the last, which holds the rest. */
export function expectedChunkBytes(
  row: { chunk_count: number; chunk_bytes: number; total_bytes: number },
  index: number,
): number {
  return index < row.chunk_count - 1 ? row.chunk_bytes : row.total_bytes - row.chunk_bytes * (row.chunk_count - 1);
}

/** Chunks collect under a hidden key of the media store (never served: /media refuses dot folders). */
export function partialKey(eid: number, partialName: string): string {
  return path.posix.join('.partial', String(eid), partialName);
}

/** The two tables an area keeps (same columns in each area). */
type UploadTable = 'micro_course_uploads' | 'homework_uploads';
type ChunkTable = 'micro_course_upload_chunks' | 'homework_upload_chunks';
type UploadRowOf<T extends UploadTable> = Selectable<Database[T]>;

/** What differs between areas: tables, limits, accepted types and their error codes. */
export interface ChunkedUploadSpec<T extends UploadTable, Kind extends string> {
  uploads: T;
  chunks: ChunkTable;
  /** The media store's folder kind of finished files. */
  mediaKind: string;
  maxBytes(kind: Kind): number;
  tooLarge: ErrorCodeValue;
  /** The type the first chunk's bytes show, or null when the kind does not accept it. */
  sniff(kind: Kind, head: Buffer, fileName: string): string | null;
  typeNotAllowed(kind: Kind): AppError;
}

/** Who uploads: `db` is their enterprise's scope. */
export interface UploadOwner {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  mediaDir: string;
  maxChunkBytes: number;
  now: number;
}

export interface UploadRowShape {
  id: number;
  eid: number;
  owner_user_id: number;
  kind: string;
  file_name: string;
  total_bytes: number;
  chunk_bytes: number;
  chunk_count: number;
  received_chunks: number;
  partial_name: string;
  detected_type: string;
  media_key: string;
  created_at: number;
  updated_at: number;
}

/*
 * The two areas' tables have the same columns, which Kysely cannot see through a union of table
 * names: queries are built over the micro-course tables' types and run on the spec's table names.
 */
type Uploads = Kysely<Database>;
const as = <T>(name: string) => name as unknown as T;

export async function findOwnUpload<T extends UploadTable, Kind extends string>(
  spec: ChunkedUploadSpec<T, Kind>,
  owner: UploadOwner,
  uploadId: number,
): Promise<UploadRowOf<T>> {
  const db: Uploads = owner.db;
  const row = await db
    .selectFrom(as<'micro_course_uploads'>(spec.uploads))
    .selectAll()
    .where('id', '=', uploadId)
    .where('owner_user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row as unknown as UploadRowOf<T>;
}

export async function initUpload<T extends UploadTable, Kind extends string>(
  spec: ChunkedUploadSpec<T, Kind>,
  owner: UploadOwner,
  input: { kind: Kind; fileName: string; totalBytes: number },
): Promise<UploadRowOf<T>> {
  const maxBytes = spec.maxBytes(input.kind);
  if (input.totalBytes > maxBytes) throw new AppError(spec.tooLarge, { data: { maxBytes } });
  const chunkBytes = chunkBytesFor(input.totalBytes, owner.maxChunkBytes);
  const db: Uploads = owner.db;
  const row = await db
    .insertInto(as<'micro_course_uploads'>(spec.uploads))
    .values({
      eid: owner.eid,
      owner_user_id: owner.userId,
      kind: input.kind as never,
      file_name: input.fileName,
      total_bytes: input.totalBytes,
      chunk_bytes: chunkBytes,
      chunk_count: Math.ceil(input.totalBytes / chunkBytes),
      partial_name: randomBytes(16).toString('hex'),
      created_at: owner.now,
      updated_at: owner.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as UploadRowOf<T>;
}

export async function receiveChunk<T extends UploadTable, Kind extends string>(
  spec: ChunkedUploadSpec<T, Kind>,
  owner: UploadOwner,
  input: { uploadId: number; index: number },
  files: readonly UploadedFile[],
): Promise<UploadRowOf<T>> {
  const file = files.find((candidate) => candidate.field === 'file');
  if (!file) throw new AppError(ErrorCode.UPLOAD_MISSING);
  const row = (await findOwnUpload(spec, owner, input.uploadId)) as unknown as UploadRowShape;
  const db: Uploads = owner.db;
  const chunks = as<'micro_course_upload_chunks'>(spec.chunks);
  const outOfOrder = () =>
    new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_OUT_OF_ORDER, { data: { nextIndex: row.received_chunks } });
  if (input.index >= row.chunk_count) throw outOfOrder();
  if (input.index < row.received_chunks) {
    // A retry after a lost answer: the same bytes again are fine, different bytes are not.
    const stored = await db
      .selectFrom(chunks)
      .select('sha256')
      .where('upload_id', '=', row.id)
      .where('idx', '=', input.index)
      .executeTakeFirst();
    if (stored?.sha256 === file.sha256) return row as unknown as UploadRowOf<T>;
    throw outOfOrder();
  }
  if (input.index > row.received_chunks) throw outOfOrder();
  const expectedBytes = expectedChunkBytes(row, input.index);
  if (file.data.length !== expectedBytes)
    throw new AppError(ErrorCode.MICRO_UPLOAD_CHUNK_SIZE_WRONG, { data: { expectedBytes } });

  let detected = row.detected_type;
  if (input.index === 0) {
    const type = spec.sniff(row.kind as Kind, file.data, row.file_name);
    if (!type) throw spec.typeNotAllowed(row.kind as Kind);
    detected = type;
  }

  // Written at its own offset and cut there: bytes of an earlier, interrupted attempt never stay.
  await mediaStoreFor(owner.mediaDir).writeAt(
    partialKey(owner.eid, row.partial_name),
    input.index * row.chunk_bytes,
    file.data,
  );
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable(as<'micro_course_uploads'>(spec.uploads))
      .set({ received_chunks: input.index + 1, detected_type: detected, updated_at: owner.now })
      .where('id', '=', row.id)
      .where('received_chunks', '=', input.index)
      .executeTakeFirst();
    // Two copies of one chunk racing: the first one counts.
    if (Number(moved.numUpdatedRows) === 1)
      await trx
        .insertInto(chunks)
        .values({ eid: row.eid, upload_id: row.id, idx: input.index, sha256: file.sha256 })
        .execute();
  });
  return findOwnUpload(spec, owner, row.id);
}

export async function completeUpload<T extends UploadTable, Kind extends string>(
  spec: ChunkedUploadSpec<T, Kind>,
  owner: UploadOwner,
  uploadId: number,
): Promise<UploadRowOf<T>> {
  const found = await findOwnUpload(spec, owner, uploadId);
  const row = found as unknown as UploadRowShape;
  if (row.media_key) return found;
  const notComplete = () =>
    new AppError(ErrorCode.MICRO_UPLOAD_NOT_COMPLETE, { data: { receivedChunks: row.received_chunks } });
  if (row.received_chunks < row.chunk_count) throw notComplete();
  const store = mediaStoreFor(owner.mediaDir);
  const key = store.newKey({ eid: owner.eid, kind: spec.mediaKind, extension: extensionForType(row.detected_type) });
  const source = partialKey(owner.eid, row.partial_name);
  if ((await store.size(source)) !== row.total_bytes) throw notComplete();
  await store.move(source, key);
  const db: Uploads = owner.db;
  await db
    .updateTable(as<'micro_course_uploads'>(spec.uploads))
    .set({ media_key: key, updated_at: owner.now })
    .where('id', '=', row.id)
    .where('media_key', '=', '')
    .execute();
  return findOwnUpload(spec, owner, row.id);
}
