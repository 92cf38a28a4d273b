import type { MicroCourse, MicroVisibleRange } from '../../../protocol';
import type { MicroDraft } from './api/micro-courses-api';
import type { ChapterFormValue } from './components/chapter-list-editor';
import type { MicroUploadInfo } from '../../../protocol';

export interface MicroFormState {
  id: number | null;
  title: string;
  summary: string;
  visibleRange: MicroVisibleRange;
  categoryId: number | null;
  cover: MicroUploadInfo | null;
  chapters: ChapterFormValue[];
}

let counter = 0;
/** A fresh React key for a chapter row. */
export const newChapterKey = () => `chapter-${++counter}`;

/** The form's start: an existing micro-course (edit) or an empty one with a first chapter. */
export function initialFormState(course: MicroCourse | null): MicroFormState {
  if (!course)
    return {
      id: null,
      title: '',
      summary: '',
      visibleRange: 'all',
      categoryId: null,
      cover: null,
      chapters: [{ key: newChapterKey(), title: '', kind: 'video', upload: null }],
    };
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    visibleRange: course.visibleRange,
    categoryId: course.categoryId,
    cover: course.cover,
    chapters: course.chapters.map((chapter) => ({
      key: newChapterKey(),
      title: chapter.title,
      kind: chapter.kind,
      upload: chapter.upload,
    })),
  };
}

export function toDraft(state: MicroFormState): MicroDraft {
  return {
    id: state.id,
    title: state.title.trim(),
    summary: state.summary.trim(),
    visibleRange: state.visibleRange,
    categoryId: state.categoryId,
    coverUploadId: state.cover?.uploadId ?? null,
    chapters: state.chapters.map((chapter) => ({
      title: chapter.title.trim(),
      kind: chapter.kind,
      uploadId: chapter.upload?.uploadId ?? null,
    })),
  };
}

export type FormProblem =
  'title' | 'titleTooLong' | 'category' | 'chapters' | 'chapterTitle' | 'chapterTooLong' | 'chapterFile';

/** What stops a save (limits) or a submit (also completeness), first problem only; the server checks again. */
export function formProblem(
  state: MicroFormState,
  limits: { titleMax: number; chapterNameMax: number },
  submit: boolean,
): FormProblem | null {
  if ([...state.title.trim()].length > limits.titleMax) return 'titleTooLong';
  if (state.chapters.some((chapter) => [...chapter.title.trim()].length > limits.chapterNameMax))
    return 'chapterTooLong';
  if (!submit) return null;
  if (!state.title.trim()) return 'title';
  if (state.categoryId === null) return 'category';
  if (state.chapters.length === 0) return 'chapters';
  if (state.chapters.some((chapter) => !chapter.title.trim())) return 'chapterTitle';
  if (state.chapters.some((chapter) => !chapter.upload?.complete)) return 'chapterFile';
  return null;
}
