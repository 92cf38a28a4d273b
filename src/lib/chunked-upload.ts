import type { MicroUploadInfo, MicroUploadKind } from '../../protocol';
import { isApiError } from './api-client';

/** What the server says of an upload after each step (micro-courses, assignments: decision 0046). */
export type ChunkedUploadInfo = Pick<
  MicroUploadInfo,
  'uploadId' | 'chunkBytes' | 'chunkCount' | 'receivedChunks' | 'complete'
>;

/** The calls a chunked upload needs (the api module in the app; fakes in tests). */
export interface ChunkTransport<K extends string = MicroUploadKind, I extends ChunkedUploadInfo = MicroUploadInfo> {
  init(kind: K, fileName: string, totalBytes: number): Promise<I>;
  chunk(
    uploadId: number,
    index: number,
    bytes: Blob,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<I>;
  complete(uploadId: number): Promise<I>;
  status(uploadId: number): Promise<I>;
}

export interface ChunkedUploadOptions<
  K extends string = MicroUploadKind,
  I extends ChunkedUploadInfo = MicroUploadInfo,
> {
  transport: ChunkTransport<K, I>;
  kind: K;
  file: Blob & { name: string };
  /** Bytes stored on the server plus the part of the current chunk in flight, 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Resume an interrupted upload instead of starting again. */
  resumeId?: number;
  /** Called as soon as the server gave the upload an id (so an interruption can resume it). */
  onStarted?: (uploadId: number) => void;
  signal?: AbortSignal;
  /** Network failures tolerated in a row before giving up (the person can resume later). */
  retries?: number;
}

/** A failure worth another try: the line dropped or timed out, or chunks went out of step. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || error.code === 42435;
}

/**
 * Uploads a file in the server's chunk size, in order (decision 0020; shared by micro-courses and community posts). After a dropped chunk it
 * asks the server how far it got and goes on from there; refusals (type, size) end it at once.
 */
export async function uploadInChunks<K extends string = MicroUploadKind, I extends ChunkedUploadInfo = MicroUploadInfo>(
  options: ChunkedUploadOptions<K, I>,
): Promise<I> {
  const { transport, file, onProgress, signal } = options;
  let info =
    options.resumeId !== undefined
      ? await transport.status(options.resumeId)
      : await transport.init(options.kind, file.name, file.size);
  options.onStarted?.(info.uploadId);
  const stored = (received: number) => Math.min(file.size, received * info.chunkBytes);
  onProgress(stored(info.receivedChunks) / file.size);
  let failures = 0;
  while (!info.complete && info.receivedChunks < info.chunkCount) {
    if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
    const index = info.receivedChunks;
    const start = index * info.chunkBytes;
    const bytes = file.slice(start, Math.min(file.size, start + info.chunkBytes));
    try {
      info = await transport.chunk(
        info.uploadId,
        index,
        bytes,
        (fraction) => onProgress((start + fraction * bytes.size) / file.size),
        signal,
      );
      failures = 0;
    } catch (error) {
      if (signal?.aborted || !isTransient(error) || ++failures > (options.retries ?? 3)) throw error;
      info = await transport.status(info.uploadId);
    }
    onProgress(stored(info.receivedChunks) / file.size);
  }
  const done = info.complete ? info : await transport.complete(info.uploadId);
  onProgress(1);
  return done;
}
