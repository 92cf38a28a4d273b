import { z } from 'zod';
import {
  microCategorySchema,
  microCourseSchema,
  microCourseSettingSchema,
  microUploadInfoSchema,
  type MicroCategory,
  type MicroChapterDraft,
  type MicroCourse,
  type MicroCourseSetting,
  type MicroUploadInfo,
  type MicroUploadKind,
  type MicroVisibleRange,
} from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseWith } from '../../../lib/parse-response';

/** Every page shows its own loading and error states, and forms show refusals in place. */
const quiet = { quiet: true };
const post = { method: 'POST' as const, quiet: true };
const courseList = z.object({ list: z.array(microCourseSchema) });

/** GET apiCourse/microCourse action=setting — limits, incl. the enterprise's chapter-name limit. */
export async function getMicroSetting(): Promise<MicroCourseSetting> {
  return parseWith(
    microCourseSettingSchema,
    await api.call<unknown>('apiCourse/microCourse', { action: 'setting' }, quiet),
  );
}

export async function getMicroCategories(): Promise<MicroCategory[]> {
  return parseWith(
    z.object({ list: z.array(microCategorySchema) }),
    await api.call<unknown>('apiCourse/microCourse', { action: 'category' }, quiet),
  ).list;
}

/** The caller's micro-courses, newest change first (decision 0020). */
export async function listMyMicroCourses(): Promise<MicroCourse[]> {
  return parseWith(courseList, await api.call<unknown>('apiCourse/microCourse', { action: 'list' }, quiet)).list;
}

export async function getMicroCourse(id: number): Promise<MicroCourse> {
  return parseWith(
    microCourseSchema,
    await api.call<unknown>('apiCourse/microCourse', { action: 'detail', id: String(id) }, quiet),
  );
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
    action,
    id: draft.id === null ? '' : String(draft.id),
    title: draft.title,
    summary: draft.summary,
    visibleRange: draft.visibleRange,
    categoryId: draft.categoryId === null ? '' : String(draft.categoryId),
    coverUploadId: draft.coverUploadId === null ? '' : String(draft.coverUploadId),
    chapters: JSON.stringify(draft.chapters),
  };
  return parseWith(microCourseSchema, await api.call<unknown>('microCourse/index', params, post));
}

export async function deleteMicroCourse(id: number): Promise<void> {
  await api.call('microCourse/index', { action: 'delete', id: String(id) }, post);
}

// ---- Chunked upload (apiCourse/upload): init → chunk × n → complete; status to resume.
export async function initUpload(
  kind: MicroUploadKind,
  fileName: string,
  totalBytes: number,
): Promise<MicroUploadInfo> {
  return parseWith(
    microUploadInfoSchema,
    await api.call<unknown>(
      'apiCourse/upload',
      { action: 'init', kind, fileName, totalBytes: String(totalBytes) },
      post,
    ),
  );
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
  const envelope = await api.upload<unknown>('apiCourse/upload', form, {
    quiet: true,
    onProgress,
    ...(signal ? { signal } : {}),
  });
  return parseWith(microUploadInfoSchema, envelope.data);
}

export async function completeUpload(uploadId: number): Promise<MicroUploadInfo> {
  return parseWith(
    microUploadInfoSchema,
    await api.call<unknown>('apiCourse/upload', { action: 'complete', uploadId: String(uploadId) }, post),
  );
}

export async function uploadStatus(uploadId: number): Promise<MicroUploadInfo> {
  return parseWith(
    microUploadInfoSchema,
    await api.call<unknown>('apiCourse/upload', { action: 'status', uploadId: String(uploadId) }, post),
  );
}

// ---- Administrators' review (decision 0020).
export type ReviewState = 'under_review' | 'rejected' | 'approved';

export async function listForReview(state: ReviewState): Promise<MicroCourse[]> {
  return parseWith(courseList, await api.call<unknown>('apiCourse/microCourseReviewList', { state }, quiet)).list;
}

export async function reviewMicroCourse(
  id: number,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<{ courseId: number | null }> {
  const params = decision === 'reject' ? { id: String(id), decision, reason } : { id: String(id), decision };
  const data = await api.call<{ courseId: number | null }>('apiCourse/microCourseReview', params, post);
  return { courseId: data?.courseId ?? null };
}
