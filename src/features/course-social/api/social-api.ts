import {
  addCommentCall,
  closeNoteTipCall,
  collectCourseCall,
  courseSocialStateCall,
  deleteNoteCall,
  downloadCompressCall,
  downloadSingleCall,
  gradeCourseCall,
  listCollectedCall,
  listCommentsCall,
  listCourseNotesCall,
  listDownloadsCall,
  listMyNotesCall,
  noteTipCall,
  pollDownloadCall,
  praiseCommentCall,
  praiseCourseCall,
  revokeNoteCall,
  rewardCourseCall,
  saveNoteCall,
  uploadNoteImageCall,
} from '../../../../protocol/calls/course-social';
import { api } from '../../../lib/api-client';

/*
 * The course-social calls (decision 0018). Every call is quiet: the components show failures
 * where they happened (inline text, a toast next to the button), in the user's language.
 */
const quiet = { quiet: true } as const;

/** A fresh id per submission: the server treats the same id again as a duplicate. */
export function newRequestId(): string {
  return (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
}

export const getSocialState = (courseId: number) => api.request(courseSocialStateCall, { courseId }, quiet);
export const setCollected = (courseId: number, on: boolean) =>
  api.request(collectCourseCall, { courseId, state: on ? '1' : '0' }, quiet);
export const setPraised = (courseId: number, on: boolean) =>
  api.request(praiseCourseCall, { courseId, state: on ? '1' : '0' }, quiet);
export const gradeCourse = (courseId: number, stars: number) =>
  api.request(gradeCourseCall, { courseId, stars }, quiet);
export const rewardCourse = (courseId: number, points: number, requestId: string) =>
  api.request(rewardCourseCall, { courseId, points, requestId }, quiet);
export const listCollected = (page: number) => api.request(listCollectedCall, { page }, quiet);

export const listComments = (courseId: number, sort: 'newest' | 'hottest', page: number) =>
  api.request(listCommentsCall, { courseId, sort, page }, quiet);
export const addComment = (input: { courseId: number; content: string; replyTo?: number; requestId: string }) =>
  api.request(
    addCommentCall,
    {
      courseId: input.courseId,
      content: input.content,
      requestId: input.requestId,
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    },
    quiet,
  );
export const praiseComment = (commentId: number, praise: boolean) =>
  api.request(praiseCommentCall, { commentId, praise: praise ? '1' : '0' }, quiet);

export interface NoteDraft {
  noteId?: number;
  courseId: number;
  chapterId: number;
  content: string;
  visibility: 'private' | 'public';
  images: string[];
}
export const listCourseNotes = (courseId: number, chapterId: number | null, page = 1) =>
  api.request(listCourseNotesCall, { courseId, page, ...(chapterId ? { chapterId } : {}) }, quiet);
export const listMyNotes = (page = 1) => api.request(listMyNotesCall, { page }, quiet);
export const saveNote = (draft: NoteDraft) =>
  api.request(
    saveNoteCall,
    {
      courseId: draft.courseId,
      chapterId: draft.chapterId,
      content: draft.content,
      visibility: draft.visibility,
      images: JSON.stringify(draft.images),
      ...(draft.noteId ? { noteId: draft.noteId } : {}),
    },
    quiet,
  );
export const revokeNote = (noteId: number) => api.request(revokeNoteCall, { noteId }, quiet);
export const deleteNote = (noteId: number) => api.request(deleteNoteCall, { noteId }, quiet);
export async function uploadNoteImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return (await api.requestUpload(uploadNoteImageCall, file, { quiet: true, onProgress })).url;
}
export const getNoteTip = () => api.request(noteTipCall, {}, quiet);
export const closeNoteTip = () => api.request(closeNoteTipCall, {}, quiet);

export const downloadSingle = (courseId: number, chapterId: number) =>
  api.request(downloadSingleCall, { courseId, chapterId }, quiet);
export const downloadCompress = (courseId: number, chapterIds: number[], requestId: string) =>
  api.request(downloadCompressCall, { courseId, chapterIds: JSON.stringify(chapterIds), requestId }, quiet);
export const pollDownload = (recordId: number) => api.request(pollDownloadCall, { recordId }, quiet);
export const listDownloads = (page: number) => api.request(listDownloadsCall, { page }, quiet);
