import type {
  GradingStrictnessLevel,
  HomeworkAiOutcome,
  HomeworkDetail,
  HomeworkQueueItem,
  HomeworkState,
  HomeworkSummary,
  HomeworkUploadInfo,
  HomeworkUploadKindName,
} from '../../../../protocol';
import {
  homeworkAiGradeCall,
  homeworkAttachCall,
  homeworkDetachCall,
  homeworkDetailCall,
  homeworkGradeCall,
  homeworkQueueCall,
  homeworkSubmitCall,
  homeworkUploadCall,
  homeworkWithdrawCall,
  myHomeworkCall,
} from '../../../../protocol/calls/homework';
import { api } from '../../../lib/api-client';

/** Every page shows its own loading and error states, and forms show refusals in place. */
const quiet = { quiet: true } as const;

export interface HomeworkPage {
  list: HomeworkSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listMyHomework(state: HomeworkState | '', page: number): Promise<HomeworkPage> {
  return api.request(myHomeworkCall, { state, page: String(page), pageSize: '10' }, quiet);
}

export async function getHomework(id: number): Promise<HomeworkDetail> {
  return api.request(homeworkDetailCall, { id: String(id) }, quiet);
}

export async function attachFile(id: number, uploadId: number): Promise<HomeworkDetail> {
  return api.request(homeworkAttachCall, { id: String(id), uploadId: String(uploadId) }, quiet);
}

export async function detachFile(id: number, uploadId: number): Promise<HomeworkDetail> {
  return api.request(homeworkDetachCall, { id: String(id), uploadId: String(uploadId) }, quiet);
}

export async function submitHomework(id: number, note: string): Promise<HomeworkDetail> {
  return api.request(homeworkSubmitCall, { id: String(id), note }, quiet);
}

// ---- Resumable chunked upload: init → chunk × n → complete; status to resume (src/lib/chunked-upload.ts).
export function uploadTransport(homeworkId: number) {
  return {
    init: (kind: HomeworkUploadKindName, fileName: string, totalBytes: number): Promise<HomeworkUploadInfo> =>
      api.request(
        homeworkUploadCall,
        { action: 'init', homeworkId: String(homeworkId), kind, fileName, totalBytes: String(totalBytes) },
        quiet,
      ),
    chunk: (
      uploadId: number,
      index: number,
      bytes: Blob,
      onProgress: (fraction: number) => void,
      signal?: AbortSignal,
    ): Promise<HomeworkUploadInfo> => {
      const form = new FormData();
      form.append('action', 'chunk');
      form.append('uploadId', String(uploadId));
      form.append('index', String(index));
      form.append('file', bytes);
      return api.requestUpload(homeworkUploadCall, form, { quiet: true, onProgress, ...(signal ? { signal } : {}) });
    },
    complete: (uploadId: number): Promise<HomeworkUploadInfo> =>
      api.request(homeworkUploadCall, { action: 'complete', uploadId: String(uploadId) }, quiet),
    status: (uploadId: number): Promise<HomeworkUploadInfo> =>
      api.request(homeworkUploadCall, { action: 'status', uploadId: String(uploadId) }, quiet),
  };
}

// ---- Administrators' grading (decision 0046).
export interface QueuePage {
  list: HomeworkQueueItem[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listQueue(state: 'pending' | 'graded', page: number): Promise<QueuePage> {
  return api.request(homeworkQueueCall, { state, page: String(page), pageSize: '20' }, quiet);
}

export async function gradeByHand(submissionId: number, score: number, comment: string) {
  return api.request(homeworkGradeCall, { submissionId: String(submissionId), score: String(score), comment }, quiet);
}

export async function withdrawSubmission(submissionId: number, comment: string) {
  return api.request(homeworkWithdrawCall, { submissionId: String(submissionId), comment }, quiet);
}

export async function aiGrade(
  submissionIds: number[],
  strictness: GradingStrictnessLevel,
  criteria: string,
): Promise<HomeworkAiOutcome[]> {
  const answer = await api.request(
    homeworkAiGradeCall,
    { submissionIds: JSON.stringify(submissionIds), strictness, criteria },
    quiet,
  );
  return answer.results;
}
