import { describe, expect, it } from 'vitest';
import { formProblem, initialFormState, toDraft } from './form-state';

const limits = { titleMax: 60, chapterNameMax: 10 };
const done = {
  uploadId: 3,
  kind: 'video' as const,
  fileName: 'a.mp4',
  totalBytes: 9,
  chunkBytes: 9,
  chunkCount: 1,
  receivedChunks: 1,
  complete: true,
  url: '/media/a.mp4',
};

describe('the micro-course form rules', () => {
  it('lets an incomplete draft be saved but not submitted', () => {
    const state = initialFormState(null);
    expect(formProblem(state, limits, false)).toBeNull();
    expect(formProblem(state, limits, true)).toBe('title');
    expect(formProblem({ ...state, title: 'T' }, limits, true)).toBe('category');
    expect(formProblem({ ...state, title: 'T', categoryId: 1 }, limits, true)).toBe('chapterTitle');
    const named = { ...state, title: 'T', categoryId: 1, chapters: [{ ...state.chapters[0]!, title: 'One' }] };
    expect(formProblem(named, limits, true)).toBe('chapterFile');
    expect(formProblem({ ...named, chapters: [{ ...named.chapters[0]!, upload: done }] }, limits, true)).toBeNull();
  });

  it('counts characters, not bytes, against the title and chapter-name limits', () => {
    const state = initialFormState(null);
    expect(formProblem({ ...state, title: '微'.repeat(60) }, limits, false)).toBeNull();
    expect(formProblem({ ...state, title: '微'.repeat(61) }, limits, false)).toBe('titleTooLong');
    expect(
      formProblem({ ...state, chapters: [{ ...state.chapters[0]!, title: '章'.repeat(11) }] }, limits, false),
    ).toBe('chapterTooLong');
  });

  it('sends upload ids and trimmed names', () => {
    const state = {
      ...initialFormState(null),
      title: ' Ladder ',
      cover: { ...done, kind: 'image' as const, uploadId: 9 },
    };
    state.chapters = [{ key: 'k', title: ' One ', kind: 'video', upload: done }];
    expect(toDraft(state)).toMatchObject({
      title: 'Ladder',
      coverUploadId: 9,
      chapters: [{ title: 'One', kind: 'video', uploadId: 3 }],
    });
  });
});
