import { useEffect, useRef, useState } from 'react';
import type { MicroUploadInfo, MicroUploadKind } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { completeUpload, initUpload, sendUploadChunk, uploadStatus } from '../api/micro-courses-api';
import { uploadInChunks, type ChunkTransport } from '../chunked-upload';

const transport: ChunkTransport = {
  init: initUpload,
  chunk: sendUploadChunk,
  complete: completeUpload,
  status: uploadStatus,
};

export interface ChunkedUploadState {
  phase: 'idle' | 'uploading' | 'failed';
  /** 0–100. */
  percent: number;
  sentBytes: number;
  totalBytes: number;
  fileName: string;
  error: unknown;
  /** The failed upload can go on from where it stopped with the same file. */
  canResume: boolean;
}

const IDLE: ChunkedUploadState = {
  phase: 'idle',
  percent: 0,
  sentBytes: 0,
  totalBytes: 0,
  fileName: '',
  error: null,
  canResume: false,
};

/** One file's chunked upload with its progress; a failure can resume where the server stopped. */
export function useChunkedUpload(kind: MicroUploadKind, onUploaded: (info: MicroUploadInfo) => void) {
  const [state, setState] = useState<ChunkedUploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const last = useRef<{ file: File; uploadId?: number } | null>(null);

  // Leaving the page stops the transfer (the server keeps what arrived).
  useEffect(() => () => abort.current?.abort(), []);

  async function run(file: File, resumeId?: number) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    last.current = { file, ...(resumeId !== undefined ? { uploadId: resumeId } : {}) };
    setState({ ...IDLE, phase: 'uploading', fileName: file.name, totalBytes: file.size });
    try {
      const info = await uploadInChunks({
        transport,
        kind,
        file,
        signal: controller.signal,
        ...(resumeId !== undefined ? { resumeId } : {}),
        onStarted: (uploadId) => (last.current = { file, uploadId }),
        onProgress: (fraction) =>
          setState((s) => ({ ...s, percent: Math.floor(fraction * 100), sentBytes: Math.round(fraction * file.size) })),
      });
      setState(IDLE);
      onUploaded(info);
    } catch (error) {
      if (controller.signal.aborted) return;
      setState((s) => ({
        ...s,
        phase: 'failed',
        error,
        canResume: last.current?.uploadId !== undefined && isApiError(error) && error.kind !== 'server',
      }));
    }
  }

  return {
    state,
    start: (file: File) => void run(file),
    resume: () => {
      if (last.current) void run(last.current.file, last.current.uploadId);
    },
    cancel: () => {
      abort.current?.abort();
      setState(IDLE);
    },
    dismiss: () => setState(IDLE),
  };
}
