import type { CourseNote, NoteState } from '../../../protocol';
import { parseStringList } from '../../lib/json-list';
import type { CourseNoteRow } from '../../db/schema-course-social';

export interface NoteRowWithNames extends CourseNoteRow {
  course_title: string;
  chapter_title: string;
  username: string;
  nickname: string;
  image: string;
}

export function presentNote(row: NoteRowWithNames, viewerId: number): CourseNote {
  const mine = row.user_id === viewerId;
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    chapterId: row.chapter_id,
    chapterTitle: row.chapter_title,
    content: row.content,
    images: parseStringList(row.images),
    state: row.state as NoteState,
    // Only the owner learns why a note was refused.
    rejectReason: mine ? row.reject_reason : '',
    mine,
    authorName: row.nickname || row.username,
    authorAvatar: row.image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
