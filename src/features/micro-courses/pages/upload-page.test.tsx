import { Message } from '@arco-design/web-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MicroCourse, MicroCourseSetting } from '../../../../protocol';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { getMicroCategories, getMicroCourse, getMicroSetting, writeMicroCourse } from '../api/micro-courses-api';
import { UploadPage } from './upload-page';

vi.mock('../api/micro-courses-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getMicroSetting: vi.fn(),
  getMicroCategories: vi.fn(),
  getMicroCourse: vi.fn(),
  writeMicroCourse: vi.fn(),
}));

const MB = 1024 * 1024;
const setting: MicroCourseSetting = {
  titleMax: 60,
  chapterNameMax: 12,
  summaryMax: 500,
  chaptersMax: 50,
  imageBytes: 5 * MB,
  mediaBytes: 1536 * MB,
  courseBytes: 3072 * MB,
  types: {},
};
const saved = { id: 41, title: 'Ladders', state: 'draft' } as MicroCourse;

beforeEach(() => {
  initI18n('en_us');
  vi.mocked(getMicroSetting).mockResolvedValue(setting);
  vi.mocked(getMicroCategories).mockResolvedValue([{ id: 3, name: 'Safety', parentId: null }]);
});
afterEach(() => {
  cleanup();
  vi.mocked(writeMicroCourse).mockReset();
  vi.mocked(getMicroCourse).mockReset();
});
// The "Draft saved" toast closes on Arco's own timers; one still running when the file ends fires
// into the torn-down window ("window is not defined", an unhandled error that fails the whole run).
afterAll(async () => {
  Message.clear();
  await new Promise((resolve) => setTimeout(resolve, 1000));
});

function renderPage(editId: number | null = null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadPage editId={editId} onSubmitted={vi.fn()} onBack={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('UploadPage', () => {
  it('saves a draft once however fast Save draft is clicked, then saves the same draft again', async () => {
    let finish: (course: MicroCourse) => void = () => undefined;
    vi.mocked(writeMicroCourse).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Ladders' } });
    const save = screen.getByRole('button', { name: 'Save draft' });
    fireEvent.click(save);
    fireEvent.click(save);
    await act(async () => finish(saved));
    expect(writeMicroCourse).toHaveBeenCalledTimes(1);
    expect(vi.mocked(writeMicroCourse).mock.calls[0]).toEqual([
      'save',
      expect.objectContaining({ id: null, title: 'Ladders' }),
    ]);

    vi.mocked(writeMicroCourse).mockResolvedValueOnce(saved);
    fireEvent.click(save);
    await waitFor(() => expect(writeMicroCourse).toHaveBeenCalledTimes(2));
    expect(vi.mocked(writeMicroCourse).mock.calls[1]![1]).toMatchObject({ id: 41 });
  });

  it('says what is missing before submitting and sends nothing', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Enter a title.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of chapter 1'), { target: { value: 'A name far too long' } });
    expect(screen.getByText('The chapter name may have at most 12 characters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('A chapter name may have at most 12 characters.')).toBeTruthy();
    expect(writeMicroCourse).not.toHaveBeenCalled();
  });

  it('will not edit a micro-course that is under review', async () => {
    vi.mocked(getMicroCourse).mockResolvedValue({
      ...saved,
      state: 'under_review',
      chapters: [],
    } as unknown as MicroCourse);
    renderPage(41);
    expect(await screen.findByText('This micro-course cannot be changed in its current state:')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
