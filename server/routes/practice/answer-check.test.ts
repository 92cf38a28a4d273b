import { describe, expect, it } from 'vitest';
import { answerFits, isRight, type CheckedQuestion } from './answer-check';

const options = JSON.stringify([
  { key: 'A', text: 'a' },
  { key: 'B', text: 'b' },
  { key: 'C', text: 'c' },
]);
const q = (type: CheckedQuestion['type'], answer: string[], blanks = 0): CheckedQuestion => ({
  type,
  options,
  answer: JSON.stringify(answer),
  blanks,
});

describe('answer checking', () => {
  it('checks each type by its own rule', () => {
    expect(isRight(q('single', ['B']), ['B'])).toBe(true);
    expect(isRight(q('single', ['B']), ['A'])).toBe(false);
    expect(isRight(q('multiple', ['A', 'C']), ['C', 'A'])).toBe(true);
    expect(isRight(q('multiple', ['A', 'C']), ['A'])).toBe(false);
    expect(isRight(q('judge', ['F']), ['F'])).toBe(true);
    expect(isRight(q('fill', ['Time|Timed', 'x'], 2), [' timed ', 'X'])).toBe(true);
    expect(isRight(q('fill', ['Time|Timed', 'x'], 2), ['time', 'y'])).toBe(false);
  });

  it('refuses answers of the wrong shape', () => {
    expect(answerFits(q('single', ['B']), ['D'])).toBe(false);
    expect(answerFits(q('single', ['B']), ['A', 'B'])).toBe(false);
    expect(answerFits(q('multiple', ['A']), ['A', 'A'])).toBe(false);
    expect(answerFits(q('judge', ['T']), ['yes'])).toBe(false);
    expect(answerFits(q('fill', ['a', 'b'], 2), ['a'])).toBe(false);
    expect(answerFits(q('essay', ['ref']), ['  '])).toBe(false);
    expect(answerFits(q('essay', ['ref']), ['My text'])).toBe(true);
  });
});
