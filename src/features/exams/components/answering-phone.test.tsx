import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExamPaper, LearnerQuestion } from '../../../../protocol';
import { createQueryClient } from '../../../lib/query-client';
import { PHONE_QUERY } from '../../../lib/use-viewport';
import { getPaper, saveAnswers } from '../api/exams-api';
import { attemptStorageKey } from '../answer-store';
import { AnsweringPage } from '../pages/answering-page';

vi.mock('../api/exams-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getPaper: vi.fn(),
  saveAnswers: vi.fn(),
  submitAttempt: vi.fn(),
  reportSwitch: vi.fn(),
}));

/** Five questions: single, fill-in (two blanks), judge, single, essay. */
function paper(): ExamPaper {
  const types = ['single', 'fill', 'judge', 'single', 'essay'] as const;
  const questions: LearnerQuestion[] = types.map((type, i) => ({
    id: 2000 + i,
    type,
    stem: `<p>Stem ${i + 1}</p>`,
    options: type === 'single' ? ['A', 'B'].map((key) => ({ key, text: `Option ${key}` })) : [],
    blanks: type === 'fill' ? 2 : 0,
    score: 20,
    required: false,
  }));
  const now = Date.now();
  return {
    attemptId: 78,
    examId: 6,
    examName: 'Phone paper',
    makeup: false,
    questions,
    answers: [],
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

/** A matchMedia answering `phone` for the phone query (happy-dom has none that follows a width). */
function emulateWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

async function open() {
  vi.mocked(getPaper).mockResolvedValue({ paper: paper(), sentAt: Date.now(), receivedAt: Date.now() });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnsweringPage attemptId={78} onFinished={vi.fn()} />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: /^Question 1 of 5/ });
}

/** One finger (or a mouse) dragged across the question from x0 to x1. */
function drag(target: Element, x0: number, x1: number, pointerType = 'touch') {
  const at = (clientX: number) => ({ pointerId: 7, pointerType, isPrimary: true, clientX, clientY: 300 });
  fireEvent.pointerDown(target, at(x0));
  fireEvent.pointerMove(target, at((x0 + x1) / 2));
  fireEvent.pointerUp(target, at(x1));
}

const region = (n: number) => screen.getByRole('region', { name: new RegExp(`^Question ${n} of 5`) });

const original = window.matchMedia;
beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(saveAnswers).mockImplementation(async () => ({
    saved: { stored: [], serverNow: Date.now(), deadlineAt: 0 },
    sentAt: Date.now(),
    receivedAt: Date.now(),
  }));
});
afterEach(() => {
  cleanup();
  window.matchMedia = original;
  vi.mocked(getPaper).mockReset();
  vi.mocked(saveAnswers).mockReset();
});

describe('answering on a phone', () => {
  it('a finger swiping left turns to the next question, right to the previous; a mouse drag does not', async () => {
    emulateWidth(true);
    await open();
    drag(region(1), 320, 80);
    expect(region(2)).toBeTruthy();
    drag(region(2), 320, 80);
    expect(region(3)).toBeTruthy();
    drag(region(3), 60, 330);
    expect(region(2)).toBeTruthy();
    drag(region(2), 320, 80, 'mouse');
    expect(region(2)).toBeTruthy();
    // A short slow drag or a vertical one is no swipe.
    drag(region(2), 200, 190);
    expect(region(2)).toBeTruthy();
  });

  it('an answer being typed (an IME composition) is kept when the learner swipes away and back', async () => {
    emulateWidth(true);
    await open();
    drag(region(1), 320, 80);
    const blank = screen.getByRole('textbox', { name: 'Blank 1' }) as HTMLInputElement;
    blank.focus();
    // Pinyin being composed: Arco's input holds it until the composition ends, which a browser
    // does when the field loses focus (simulated here, as happy-dom has no IME).
    fireEvent.compositionStart(blank);
    fireEvent.change(blank, { target: { value: '巴黎' } });
    blank.addEventListener('blur', () => fireEvent.compositionEnd(blank, { data: '巴黎' }), { once: true });
    drag(region(2), 320, 80);
    expect(region(3)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(attemptStorageKey(78))!).answers[2001].values).toEqual(['巴黎', '']);
    drag(region(3), 60, 330);
    expect((screen.getByRole('textbox', { name: 'Blank 1' }) as HTMLInputElement).value).toBe('巴黎');
  });

  it('the answer sheet is a bottom sheet: its button opens it, a number jumps there and closes it', async () => {
    emulateWidth(true);
    await open();
    expect(screen.queryByRole('navigation', { name: 'Answer sheet' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Option B' }));
    const opener = screen.getByRole('button', { name: 'Answer sheet 1/5' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Answer sheet' });
    expect(within(dialog).getByText('1 / 5 answered')).toBeTruthy();
    // The current question's number has the focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Question 1: Answered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Question 4: Unanswered' }));
    expect(region(4)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Escape closes it too.
    fireEvent.click(screen.getByRole('button', { name: 'Answer sheet 1/5' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('at desktop widths the sheet stays beside the question and there is no sheet button', async () => {
    emulateWidth(false);
    await open();
    expect(screen.getByRole('navigation', { name: 'Answer sheet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Answer sheet \d/ })).toBeNull();
    expect(screen.getByText(/^Keys:/)).toBeTruthy();
  });
});
