import { describe, expect, it } from 'vitest';
import { answerProblem, roundScore, scoreQuestion } from './scoring';

const q = (type: 'single' | 'multiple' | 'judge' | 'fill' | 'essay', answer: string[], score = 10, blanks = 0) => ({
  type,
  answer,
  score,
  blanks,
});

describe('scoring rules', () => {
  it('scores single and judge exactly', () => {
    expect(scoreQuestion(q('single', ['B']), ['B'])).toEqual({ score: 10, correct: true });
    expect(scoreQuestion(q('single', ['B']), [' B '])).toEqual({ score: 10, correct: true });
    expect(scoreQuestion(q('single', ['B']), ['A'])).toEqual({ score: 0, correct: false });
    expect(scoreQuestion(q('single', ['B']), [])).toEqual({ score: 0, correct: false });
    expect(scoreQuestion(q('judge', ['F']), ['F'])).toEqual({ score: 10, correct: true });
  });

  it('scores multiple all-or-nothing, in any order', () => {
    expect(scoreQuestion(q('multiple', ['A', 'C']), ['C', 'A'])).toEqual({ score: 10, correct: true });
    expect(scoreQuestion(q('multiple', ['A', 'C']), ['A'])).toEqual({ score: 0, correct: false });
    expect(scoreQuestion(q('multiple', ['A', 'C']), ['A', 'B', 'C'])).toEqual({ score: 0, correct: false });
  });

  it('scores fill-in per blank: trimmed, case-insensitive, with | alternatives', () => {
    const fill = q('fill', ['Paris', 'Tokyo|Tokio', 'Rome'], 10, 3);
    expect(scoreQuestion(fill, [' paris', 'TOKIO', 'rome '])).toEqual({ score: 10, correct: true });
    expect(scoreQuestion(fill, ['Paris', 'Kyoto', 'Rome'])).toEqual({ score: 6.7, correct: false });
    expect(scoreQuestion(fill, ['Paris'])).toEqual({ score: 3.3, correct: false });
    expect(scoreQuestion(fill, ['', '', ''])).toEqual({ score: 0, correct: false });
  });

  it('leaves essays to the graders', () => {
    expect(scoreQuestion(q('essay', ['reference']), ['anything'])).toEqual({ score: null, correct: null });
  });

  it('rounds to one decimal without float surprises', () => {
    expect(roundScore(0.1 + 0.2)).toBe(0.3);
    expect(roundScore(22.45)).toBe(22.5);
    expect(roundScore(66.66666)).toBe(66.7);
  });

  it('tells answers that do not fit their question', () => {
    const options = [
      { key: 'A', text: 'a' },
      { key: 'B', text: 'b' },
    ];
    expect(answerProblem({ type: 'single', options, blanks: 0 }, ['A'], 0)).toBeNull();
    expect(answerProblem({ type: 'single', options, blanks: 0 }, [], 0)).toBeNull();
    expect(answerProblem({ type: 'single', options, blanks: 0 }, ['A', 'B'], 0)).toBe('too_many_values');
    expect(answerProblem({ type: 'single', options, blanks: 0 }, ['C'], 0)).toBe('not_an_option');
    expect(answerProblem({ type: 'multiple', options, blanks: 0 }, ['A', 'A'], 0)).toBe('duplicate_option');
    expect(answerProblem({ type: 'judge', options: [], blanks: 0 }, ['T'], 0)).toBeNull();
    expect(answerProblem({ type: 'judge', options: [], blanks: 0 }, ['yes'], 0)).toBe('not_an_option');
    expect(answerProblem({ type: 'fill', options: [], blanks: 2 }, ['a', 'b', 'c'], 0)).toBe('too_many_blanks');
    expect(answerProblem({ type: 'essay', options: [], blanks: 0 }, ['text'], 2)).toBeNull();
    expect(answerProblem({ type: 'single', options, blanks: 0 }, ['A'], 1)).toBe('attachments_on_objective');
  });
});
