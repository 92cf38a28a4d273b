import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseNote } from '../../../../protocol';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { deleteNote, revokeNote, saveNote } from '../api/social-api';
import { NoteEditor } from './note-editor';

vi.mock('../api/social-api', () => ({
  saveNote: vi.fn(),
  revokeNote: vi.fn(),
  deleteNote: vi.fn(),
  uploadNoteImage: vi.fn(),
}));

const note = (state: CourseNote['state']): CourseNote => ({
  id: 9,
  courseId: 1,
  courseTitle: 'Leading your first team',
  chapterId: 3,
  chapterTitle: 'Why teams need goals',
  content: 'Goals first.',
  images: [],
  state,
  rejectReason: '',
  mine: true,
  authorName: 'Lin Xiao',
  authorAvatar: '',
  createdAt: 1,
  updatedAt: 2,
});

beforeEach(() => initI18n('en_us'));
afterEach(() => {
  cleanup();
  vi.mocked(saveNote).mockReset();
  vi.mocked(revokeNote).mockReset();
  vi.mocked(deleteNote).mockReset();
});

function renderEditor(current: CourseNote | null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={null}>
        <NoteEditor courseId={1} chapterId={3} note={current} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('NoteEditor', () => {
  it('sends a 1000-character note once however fast Save is pressed, and will not send 1001', async () => {
    let finish: (value: CourseNote) => void = () => undefined;
    vi.mocked(saveNote).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderEditor(null);
    const text = await screen.findByLabelText('Note text');
    // 1000 code points, half of them Chinese: counted like the server counts them.
    fireEvent.change(text, { target: { value: '笔'.repeat(500) + 'n'.repeat(1000 - 500) + 'x' } });
    expect(screen.getByText('1001 / 1000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('A note holds at most 1000 characters.');
    expect((screen.getByRole('button', { name: 'Save note' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(text, { target: { value: '笔'.repeat(500) + 'n'.repeat(500) } });
    expect(screen.getByText('1000 / 1000')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save note' });
    fireEvent.click(save);
    fireEvent.click(save);
    await act(async () => undefined);
    expect(saveNote).toHaveBeenCalledTimes(1);
    expect(vi.mocked(saveNote).mock.calls[0]![0]).toMatchObject({
      courseId: 1,
      chapterId: 3,
      visibility: 'private',
      images: [],
    });
    await act(async () => finish(note('private')));
  });

  it('locks a note in review and offers to revoke it', async () => {
    vi.mocked(revokeNote).mockResolvedValue(note('private'));
    renderEditor(note('in_review'));
    expect(((await screen.findByLabelText('Note text')) as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revokeNote).toHaveBeenCalledWith(9));
  });
});
