import path from 'node:path';

/**
 * The parts of a resumable chunked upload (decision 0020) that every area taking learners' files
 * shares — micro-courses and assignments (decision 0046): the chunk size for a file, the size a
 * given chunk must have, and where chunks collect before the file is complete.
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
