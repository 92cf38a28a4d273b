import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GradingPaper, GradingQuestion } from '../../../../protocol';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { getGradingPaper, gradePaper } from '../api/exam-grading-api';
import { GradingPaperPage } from './grading-paper-page';

// Two shared cores: give the camera promise and the renders time, without asserting any duration.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../api/exam-grading-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getGradingPaper: vi.fn(),
  gradePaper: vi.fn(),
}));

const question = (
  id: number,
  type: GradingQuestion['type'],
  score: number,
  awardedScore: number | null,
): GradingQuestion => ({
  questionId: id,
  type,
  stem: `<p>Stem of ${id}</p>`,
  options: [],
  score,
  referenceAnswer: ['Reference text'],
  analysis: '',
  learnerAnswer: [`Answer ${id}`],
  attachments: id === 3 ? [{ id: 9, name: 'sketch.png', url: '/media/sketch.png' }] : [],
  awardedScore,
  comment: '',
});

const paper: GradingPaper = {
  attemptId: 7,
  examId: 2,
  examName: 'Customer care',
  learnerName: 'Lin Xiao',
  learnerAccount: 'learner',
  submittedAt: Date.UTC(2026, 0, 1),
  makeup: false,
  fullScore: 100,
  passScore: 60,
  objectiveScore: 40,
  state: 'waiting',
  totalScore: null,
  passed: null,
  questions: [question(1, 'judge', 40, 40), question(2, 'essay', 30, null), question(3, 'essay', 30, null)],
};

beforeEach(() => {
  initI18n('en_us');
  vi.mocked(getGradingPaper).mockResolvedValue(paper);
});
afterEach(() => {
  cleanup();
  vi.mocked(gradePaper).mockReset();
  vi.mocked(getGradingPaper).mockClear();
});

function renderPage(onBack = vi.fn(), onOpenFile = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GradingPaperPage isAdministrator attemptId={7} onBack={onBack} onOpenFile={onOpenFile} />
    </QueryClientProvider>,
  );
  return { onBack, onOpenFile };
}

describe('GradingPaperPage', () => {
  it('holds scores within each question, saves only when every essay is scored, after confirmation', async () => {
    vi.mocked(gradePaper).mockResolvedValue({ attemptId: 7, totalScore: 90, passed: true });
    const { onBack, onOpenFile } = renderPage();
    const inputs = await screen.findAllByLabelText('Score (0–30)');
    expect(inputs).toHaveLength(2);
    expect(screen.getByText('Stem of 2')).toBeTruthy();
    const save = () => screen.getAllByRole('button', { name: 'Save grading' })[0]!;
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Essays without a score: 2/)).toBeTruthy();

    fireEvent.change(inputs[0]!, { target: { value: '45' } });
    fireEvent.blur(inputs[0]!);
    fireEvent.change(inputs[1]!, { target: { value: '20' } });
    fireEvent.blur(inputs[1]!);
    fireEvent.change(screen.getByLabelText('Comment on question 3'), { target: { value: 'Well argued.' } });
    await waitFor(() => expect(screen.getByText('Total: 90 / 100')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'sketch.png' }));
    expect(onOpenFile).toHaveBeenCalledWith('/media/sketch.png');

    fireEvent.click(save());
    expect(await screen.findByText(/The paper's total will be 90 \(pass mark 60\): passed/)).toBeTruthy();
    expect(gradePaper).not.toHaveBeenCalled();
    const dialogSave = screen.getAllByRole('button', { name: 'Save grading' }).at(-1)!;
    fireEvent.click(dialogSave);
    await waitFor(() =>
      expect(gradePaper).toHaveBeenCalledWith(7, [
        { questionId: 2, score: 30, comment: '' },
        { questionId: 3, score: 20, comment: 'Well argued.' },
      ]),
    );
    await waitFor(() => expect(onBack).toHaveBeenCalled());
  });

  it('shows a graded paper read-only', async () => {
    vi.mocked(getGradingPaper).mockResolvedValue({
      ...paper,
      state: 'graded',
      totalScore: 75,
      passed: true,
      questions: [
        question(1, 'judge', 40, 40),
        { ...question(2, 'essay', 30, 20), comment: 'Fine.' },
        question(3, 'essay', 30, 15),
      ],
    });
    renderPage();
    expect(await screen.findByText('Passed with 75')).toBeTruthy();
    expect(screen.queryByLabelText('Score (0–30)')).toBeNull();
    expect(screen.getByText('Fine.')).toBeTruthy();
  });

  it('tells a learner the page is for administrators and asks nothing', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GradingPaperPage isAdministrator={false} attemptId={7} onBack={vi.fn()} onOpenFile={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Only administrators can grade exam papers.').getAttribute('role')).toBe('alert');
    expect(getGradingPaper).not.toHaveBeenCalled();
  });
});
