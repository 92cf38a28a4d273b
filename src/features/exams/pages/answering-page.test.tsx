import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExamPaper, LearnerQuestion } from '../../../../protocol';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { getPaper, saveAnswers, submitAttempt } from '../api/exams-api';
import { ApiError } from '../../../lib/api-client';
import { clearUserInfoCookie, writeUserInfoCookie } from '../../../lib/cookies';
import { DEFAULT_USER_INFO } from '../../../lib/user-info';
import { attemptStorageKey } from '../answer-store';
import { AnsweringPage } from './answering-page';

vi.mock('../api/exams-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getPaper: vi.fn(),
  saveAnswers: vi.fn(),
  submitAttempt: vi.fn(),
  reportSwitch: vi.fn(),
}));

const TYPES = ['single', 'multiple', 'judge', 'fill', 'essay'] as const;
const options = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `Option ${key}` }));

/** A paper of 200 questions, every type in turn; question 3 is required. */
function paper(answers: ExamPaper['answers'] = []): ExamPaper {
  const questions: LearnerQuestion[] = Array.from({ length: 200 }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    return {
      id: 1000 + i,
      type,
      stem: `<p>Stem ${i + 1}</p>`,
      options: type === 'single' || type === 'multiple' ? options : [],
      blanks: type === 'fill' ? 2 : 0,
      score: 0.5,
      required: i === 2,
    };
  });
  const now = Date.now();
  return {
    attemptId: 77,
    examId: 5,
    examName: 'Big paper',
    makeup: false,
    questions,
    answers,
    startedAt: now,
    deadlineAt: now + 3_600_000,
    graceMs: 30_000,
    serverNow: now,
    status: 'open',
    switchCount: 0,
    switchLimit: 0,
    faceCheck: false,
    faceFailures: 0,
    faceFailLimit: 0,
    requiredRule: 'marked',
    fullMarks: 100,
    passScore: 60,
  };
}

function renderPage(onFinished = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnsweringPage attemptId={77} onFinished={onFinished} />
    </QueryClientProvider>,
  );
  return onFinished;
}

const sheet = () => screen.getByRole('navigation', { name: 'Answer sheet' });

beforeEach(() => {
  initI18n('en_us');
  window.localStorage.clear();
  vi.mocked(saveAnswers).mockImplementation(async () => ({
    saved: { stored: [], serverNow: Date.now(), deadlineAt: 0 },
    sentAt: Date.now(),
    receivedAt: Date.now(),
  }));
});
afterEach(() => {
  cleanup();
  vi.mocked(getPaper).mockReset();
  vi.mocked(saveAnswers).mockReset();
  vi.mocked(submitAttempt).mockReset();
});

describe('AnsweringPage', () => {
  it('shows one question of 200 at a time, answers by keyboard and keeps each change locally at once', async () => {
    vi.mocked(getPaper).mockResolvedValue({ paper: paper(), sentAt: Date.now(), receivedAt: Date.now() });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Question 1 of 200' })).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(within(sheet()).getAllByRole('button')).toHaveLength(200);
    // The stem is sanitised: no event handler survives.
    console.log(
      'IMG',
      document.querySelector('img')?.outerHTML,
      document.querySelector('img')?.parentElement?.outerHTML.slice(0, 300),
    );
    expect(document.querySelector('img[onerror]')).toBeNull();

    fireEvent.keyDown(document.body, { key: '2' });
    expect((screen.getByRole('radio', { name: 'Option B' }) as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(attemptStorageKey(77))!).answers[1000]).toEqual({
      values: ['B'],
      seq: 1,
    });
    expect(within(sheet()).getByText('1 / 200 answered')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByRole('region', { name: 'Question 2 of 200' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '1' });
    fireEvent.keyDown(document.body, { key: '3' });
    expect((screen.getByRole('checkbox', { name: 'Option A' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Option C' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(saveAnswers).toHaveBeenCalled());
    const sent = vi.mocked(saveAnswers).mock.calls.flatMap(([, batch]) => batch);
    expect(sent).toContainEqual({ questionId: 1001, values: ['A', 'C'], attachmentIds: [], seq: 2 });
  });

  it('resumes after a reload with the local answers over older server ones, on the same question', async () => {
    window.localStorage.setItem(
      attemptStorageKey(77),
      JSON.stringify({
        v: 1,
        answers: { 1003: { values: ['Paris', 'Tokyo'], seq: 3 } },
        current: 3,
        marked: [1003],
        switchSeq: 0,
      }),
    );
    vi.mocked(getPaper).mockResolvedValue({
      paper: paper([{ questionId: 1003, values: ['Paris', ''], attachments: [], seq: 1, savedAt: 0 }]),
      sentAt: Date.now(),
      receivedAt: Date.now(),
    });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Question 4 of 200' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Blank 2' }) as HTMLInputElement).value).toBe('Tokyo');
    expect(within(sheet()).getByRole('button', { name: 'Question 4: Answered, Marked' })).toBeTruthy();
    // The newer local answer goes to the server at once.
    await waitFor(() =>
      expect(saveAnswers).toHaveBeenCalledWith(77, [
        { questionId: 1003, values: ['Paris', 'Tokyo'], attachmentIds: [], seq: 3 },
      ]),
    );
  });

  it('refuses to hand in while a required question is unanswered, then confirms and hands in once', async () => {
    vi.mocked(getPaper).mockResolvedValue({ paper: paper(), sentAt: Date.now(), receivedAt: Date.now() });
    vi.mocked(submitAttempt).mockResolvedValue({
      attemptId: 77,
      examId: 5,
      status: 'scored',
      score: 0.5,
      passed: false,
      reason: 'hand_in',
      submittedAt: Date.now(),
      firstSubmission: true,
    });
    const onFinished = renderPage();
    await screen.findByRole('region', { name: 'Question 1 of 200' });
    fireEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText('Question 3 is required: answer it before handing in.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Question 3 of 200' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'True' }));

    fireEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('199 questions are unanswered. Hand in anyway?')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'Hand in' });
    await act(async () => {
      fireEvent.click(ok);
      fireEvent.click(ok);
    });
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(5));
    expect(submitAttempt).toHaveBeenCalledTimes(1);
    // The answer reached the server (by the debounced save or, when the hand-in came first, in the
    // hand-in's final batch), and the local copy is gone.
    const sent = [
      ...vi.mocked(saveAnswers).mock.calls.flatMap(([, batch]) => batch),
      ...vi.mocked(submitAttempt).mock.calls[0]![1],
    ];
    expect(sent).toContainEqual({ questionId: 1002, values: ['T'], attachmentIds: [], seq: 1 });
    expect(window.localStorage.getItem(attemptStorageKey(77))).toBeNull();
  });

  describe('offline reload (decision 0036)', () => {
    const unreachable = () => new ApiError({ code: -1, msg: '', kind: 'network' });
    beforeEach(() => writeUserInfoCookie({ ...DEFAULT_USER_INFO, userid: '1001', token: 'beef' }));
    afterEach(() => clearUserInfoCookie());

    it('opens the paper from the device when the network cannot be reached, with the local answers', async () => {
      vi.mocked(getPaper).mockResolvedValueOnce({ paper: paper(), sentAt: Date.now(), receivedAt: Date.now() });
      renderPage();
      await screen.findByRole('region', { name: 'Question 1 of 200' });
      fireEvent.click(screen.getByRole('radio', { name: 'Option B' }));
      cleanup();

      vi.mocked(getPaper).mockRejectedValue(unreachable());
      renderPage();
      expect(await screen.findByRole('region', { name: 'Question 1 of 200' })).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'Option B' }) as HTMLInputElement).checked).toBe(true);
      expect(within(sheet()).getByText('1 / 200 answered')).toBeTruthy();
    });

    it('shows the error, not the copy, when the server answers with a refusal or the learner changed', async () => {
      vi.mocked(getPaper).mockResolvedValueOnce({ paper: paper(), sentAt: Date.now(), receivedAt: Date.now() });
      renderPage();
      await screen.findByRole('region', { name: 'Question 1 of 200' });
      cleanup();

      vi.mocked(getPaper).mockRejectedValue(
        new ApiError({ code: 40300, msg: 'Not yours', kind: 'server', httpStatus: 200 }),
      );
      renderPage();
      expect(await screen.findByText('Not yours')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Answer sheet' })).toBeNull();
      cleanup();

      writeUserInfoCookie({ ...DEFAULT_USER_INFO, userid: '2002', token: 'cafe' });
      vi.mocked(getPaper).mockRejectedValue(unreachable());
      renderPage();
      await waitFor(() => expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy());
      expect(screen.queryByRole('navigation', { name: 'Answer sheet' })).toBeNull();
    });
  });
});
