import type { CourseNote } from '../../../protocol';

export interface CourseNotes {
  courseId: number;
  title: string;
  notes: CourseNote[];
}

/** Notes of one page grouped by course, courses in the order their first note came (newest first). */
export function notesByCourse(notes: CourseNote[]): CourseNotes[] {
  const groups = new Map<number, CourseNotes>();
  for (const note of notes) {
    const group = groups.get(note.courseId) ?? { courseId: note.courseId, title: note.courseTitle, notes: [] };
    group.notes.push(note);
    groups.set(note.courseId, group);
  }
  return [...groups.values()];
}
