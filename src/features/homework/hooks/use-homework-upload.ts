import { useEffect, useRef, useState } from 'react';
import type { HomeworkUploadInfo, HomeworkUploadKindName } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { uploadInChunks } from '../../../lib/chunked-upload';
import { uploadTransport } from '../api/homework-api';

export interface HomeworkUploadState {
  phase: 'idle' | 'uploading' | 'failed';
  /** 0–100. */
  percent: number;
  fileName: string;
  error: unknown;
  /** The failed upload can go on from where the server stopped, with the same file. */
  canResume: boolean;
}

const IDLE: HomeworkUploadState = { phase: 'idle', percent: 0, fileName: '', error: null, canResume: false };

/** One attachment's resumable upload with its real progress (src/lib/chunked-upload.ts, decision 0046). */
export function useHomeworkUpload(homeworkId: number, onUploaded: (info: HomeworkUploadInfo) => void) {
  const [state, setState] = useState<HomeworkUploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const last = useRef<{ file: File; kind: HomeworkUploadKindName; uploadId?: number } | null>(null);

  // Leaving the page stops the transfer (the server keeps what arrived).
  useEffect(() => () => abort.current?.abort(), []);

  async function run(file: File, kind: HomeworkUploadKindName, resumeId?: number) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    last.current = { file, kind, ...(resumeId !== undefined ? { uploadId: resumeId } : {}) };
    setState({ ...IDLE, phase: 'uploading', fileName: file.name });
    try {
      const info = await uploadInChunks<HomeworkUploadKindName, HomeworkUploadInfo>({
        transport: uploadTransport(homeworkId),
        kind,
        file,
        signal: controller.signal,
        ...(resumeId !== undefined ? { resumeId } : {}),
        onStarted: (uploadId) => (last.current = { file, kind, uploadId }),
        onProgress: (fraction) => setState((s) => ({ ...s, percent: Math.floor(fraction * 100) })),
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
    start: (file: File, kind: HomeworkUploadKindName) => void run(file, kind),
    resume: () => {
      if (last.current) void run(last.current.file, last.current.kind, last.current.uploadId);
    },
    cancel: () => {
      abort.current?.abort();
      setState(IDLE);
    },
  };
}

/** The kind a file is sent as, from its name (the server still decides by its bytes). */
export function kindOfFile(name: string): HomeworkUploadKindName {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (['mp4', 'webm'].includes(extension)) return 'video';
  if (['mp3', 'm4a', 'wav', 'ogg'].includes(extension)) return 'audio';
  if (['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'].includes(extension)) return 'document';
  return 'file';
}
