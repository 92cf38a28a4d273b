import type { CollectedCourse, CommentPage, CourseNote, CourseSocialState, DownloadRecord } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/*
 * The course-social calls (decision 0018). Every call is quiet: the components show failures
 * where they happened (inline text, a toast next to the button), in the user's language.
 */
const quiet = { quiet: true } as const;
const post = { method: 'POST', quiet: true } as const;

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A fresh id per submission: the server treats the same id again as a duplicate. */
export function newRequestId(): string {
  return (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
}

export const getSocialState = (courseId: number) =>
  api.call<CourseSocialState>('apiCourse/isGrade', { courseId }, quiet);
export const setCollected = (courseId: number, on: boolean) =>
  api.call<{ on: boolean; count: number }>('apiCourse/collect', { courseId, state: on ? '1' : '0' }, quiet);
export const setPraised = (courseId: number, on: boolean) =>
  api.call<{ on: boolean; count: number }>('apiCourse/praise', { courseId, state: on ? '1' : '0' }, quiet);
export const gradeCourse = (courseId: number, stars: number) =>
  api.call<{ stars: number; ratingAverage: number; ratingCount: number }>(
    'apiCourse/courseGrade',
    { courseId, stars },
    quiet,
  );
export const rewardCourse = (courseId: number, points: number, requestId: string) =>
  api.call<{ points: number; balance: number }>('apiCourse/courseReward', { courseId, points, requestId }, quiet);
export const listCollected = (page: number) =>
  api.call<Paged<CollectedCourse>>('apiCourse/collectList', { page }, quiet);

export const listComments = (courseId: number, sort: 'newest' | 'hottest', page: number) =>
  api.call<CommentPage>('apiCourse/PcComment', { courseId, sort, page }, quiet);
export const addComment = (input: { courseId: number; content: string; replyTo?: number; requestId: string }) =>
  api.call<{ id: number }>(
    'apiCourse/addComment',
    {
      courseId: input.courseId,
      content: input.content,
      requestId: input.requestId,
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    },
    post,
  );
export const praiseComment = (commentId: number, praise: boolean) =>
  api.call<{ praised: boolean; praiseCount: number }>(
    'apiCourse/commentPraise',
    { commentId, praise: praise ? '1' : '0' },
    post,
  );

export interface NoteDraft {
  noteId?: number;
  courseId: number;
  chapterId: number;
  content: string;
  visibility: 'private' | 'public';
  images: string[];
}
export const listCourseNotes = (courseId: number, chapterId: number | null, page = 1) =>
  api.call<Paged<CourseNote> & { mine: CourseNote[] }>(
    '/v1/courseNote/note/list',
    { courseId, page, ...(chapterId ? { chapterId } : {}) },
    quiet,
  );
export const listMyNotes = (page = 1) => api.call<Paged<CourseNote>>('/v1/courseNote/note/my-notes', { page }, quiet);
export const saveNote = (draft: NoteDraft) =>
  api.call<CourseNote>(
    '/v1/courseNote/note/add-note',
    {
      courseId: draft.courseId,
      chapterId: draft.chapterId,
      content: draft.content,
      visibility: draft.visibility,
      images: JSON.stringify(draft.images),
      ...(draft.noteId ? { noteId: draft.noteId } : {}),
    },
    post,
  );
export const revokeNote = (noteId: number) => api.call<CourseNote>('/v1/courseNote/note/revoke-note', { noteId }, post);
export const deleteNote = (noteId: number) =>
  api.call<{ id: number }>('/v1/courseNote/note/delete-note', { noteId }, post);
export async function uploadNoteImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const envelope = await api.upload<{ url: string }>('/v1/courseNote/note/upload-img', file, {
    quiet: true,
    onProgress,
  });
  return envelope.data.url;
}
export const getNoteTip = () => api.call<{ show: boolean }>('/v1/courseNote/tip/index', {}, quiet);
export const closeNoteTip = () => api.call<{ show: boolean }>('/v1/courseNote/tip/close', {}, quiet);

export const downloadSingle = (courseId: number, chapterId: number) =>
  api.call<DownloadRecord>('/v1/download/single', { courseId, chapterId }, post);
export const downloadCompress = (courseId: number, chapterIds: number[], requestId: string) =>
  api.call<DownloadRecord>(
    '/v1/download/compress',
    { courseId, chapterIds: JSON.stringify(chapterIds), requestId },
    post,
  );
export const pollDownload = (recordId: number) => api.call<DownloadRecord>('/v1/download/polling', { recordId }, quiet);
export const listDownloads = (page: number) => api.call<Paged<DownloadRecord>>('/v1/download/records', { page }, quiet);
