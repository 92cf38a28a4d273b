import type {
  MicroCategory,
  MicroChapterDraft,
  MicroCourse,
  MicroCourseSetting,
  MicroUploadInfo,
  MicroUploadKind,
  MicroVisibleRange,
} from '../../../../protocol';
import {
  deleteMicroCourseCall,
  microCategoriesCall,
  microCourseDetailCall,
  microReviewListCall,
  microSettingCall,
  microUploadCall,
  myMicroCoursesCall,
  reviewMicroCourseCall,
  saveMicroCourseCall,
  submitMicroCourseCall,
} from '../../../../protocol/calls/micro-courses';
import { api } from '../../../lib/api-client';

/** Every page shows its own loading and error states, and forms show refusals in place. */
const quiet = { quiet: true } as const;

/** GET apiCourse/microCourse action=setting — limits, incl. the enterprise's chapter-name limit. */
export async function getMicroSetting(): Promise<MicroCourseSetting> {
  return api.request(microSettingCall, { action: 'setting' }, quiet);
}

export async function getMicroCategories(): Promise<MicroCategory[]> {
  return (await api.request(microCategoriesCall, { action: 'category' }, quiet)).list;
}

/** The caller's micro-courses, newest change first (decision 0020). */
export async function listMyMicroCourses(): Promise<MicroCourse[]> {
  return (await api.request(myMicroCoursesCall, { action: 'list' }, quiet)).list;
}

export async function getMicroCourse(id: number): Promise<MicroCourse> {
  return api.request(microCourseDetailCall, { action: 'detail', id: String(id) }, quiet);
}

export interface MicroDraft {
  id: number | null;
  title: string;
  summary: string;
  visibleRange: MicroVisibleRange;
  categoryId: number | null;
  coverUploadId: number | null;
  chapters: MicroChapterDraft[];
}

/** POST microCourse/index: `save` keeps a draft, `submit` sends it to transcoding and review. */
export async function writeMicroCourse(action: 'save' | 'submit', draft: MicroDraft): Promise<MicroCourse> {
  const params = {
    id: draft.id === null ? '' : String(draft.id),
    title: draft.title,
    summary: draft.summary,
    visibleRange: draft.visibleRange,
    categoryId: draft.categoryId === null ? '' : String(draft.categoryId),
    coverUploadId: draft.coverUploadId === null ? '' : String(draft.coverUploadId),
    chapters: JSON.stringify(draft.chapters),
  };
  return action === 'submit'
    ? api.request(submitMicroCourseCall, { action, ...params }, quiet)
    : api.request(saveMicroCourseCall, { action, ...params }, quiet);
}

export async function deleteMicroCourse(id: number): Promise<void> {
  await api.request(deleteMicroCourseCall, { action: 'delete', id: String(id) }, quiet);
}

// ---- Chunked upload (apiCourse/upload): init → chunk × n → complete; status to resume.
export async function initUpload(
  kind: MicroUploadKind,
  fileName: string,
  totalBytes: number,
): Promise<MicroUploadInfo> {
  return api.request(microUploadCall, { action: 'init', kind, fileName, totalBytes: String(totalBytes) }, quiet);
}

export async function sendUploadChunk(
  uploadId: number,
  index: number,
  bytes: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MicroUploadInfo> {
  const form = new FormData();
  form.append('action', 'chunk');
  form.append('uploadId', String(uploadId));
  form.append('index', String(index));
  form.append('file', bytes);
  return api.requestUpload(microUploadCall, form, { quiet: true, onProgress, ...(signal ? { signal } : {}) });
}

export async function completeUpload(uploadId: number): Promise<MicroUploadInfo> {
  return api.request(microUploadCall, { action: 'complete', uploadId: String(uploadId) }, quiet);
}

export async function uploadStatus(uploadId: number): Promise<MicroUploadInfo> {
  return api.request(microUploadCall, { action: 'status', uploadId: String(uploadId) }, quiet);
}

// ---- Administrators' review (decision 0020).
export type ReviewState = 'under_review' | 'rejected' | 'approved';

export async function listForReview(state: ReviewState): Promise<MicroCourse[]> {
  return (await api.request(microReviewListCall, { state }, quiet)).list;
}

export async function reviewMicroCourse(
  id: number,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<{ courseId: number | null }> {
  const params =
    decision === 'reject'
      ? { id: String(id), decision: 'reject' as const, reason }
      : { id: String(id), decision: 'approve' as const };
  return api.request(reviewMicroCourseCall, params, quiet);
}
