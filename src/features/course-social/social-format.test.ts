import { describe, expect, it } from 'vitest';
import type { CourseNote } from '../../../protocol';
import { notesByCourse } from './social-format';

function note(id: number, courseId: number, courseTitle: string): CourseNote {
  return {
    id,
    courseId,
    courseTitle,
    chapterId: id * 10,
    chapterTitle: `Chapter ${id}`,
    content: `note ${id}`,
    images: [],
    state: 'private',
    rejectReason: '',
    mine: true,
    authorName: 'Lin Xiao',
    authorAvatar: '',
    createdAt: id,
    updatedAt: id,
  };
}

describe('notesByCourse', () => {
  it('groups notes by course, keeping the order of courses and of notes within each', () => {
    const groups = notesByCourse([note(5, 2, 'B'), note(4, 1, 'A'), note(3, 2, 'B'), note(2, 3, 'C')]);
    expect(groups.map((g) => [g.title, g.notes.map((n) => n.id)])).toEqual([
      ['B', [5, 3]],
      ['A', [4]],
      ['C', [2]],
    ]);
  });

  it('gives nothing for no notes', () => {
    expect(notesByCourse([])).toEqual([]);
  });
});
