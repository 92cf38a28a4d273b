import { describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswers, type QuestionKind, type RuleQuestion } from './questionnaire-rules';

const q = (kind: QuestionKind, more: Partial<RuleQuestion> = {}): RuleQuestion => ({
  id: 'q',
  kind,
  required: true,
  options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
  minChoices: 0,
  maxChoices: 0,
  stars: 5,
  scoreMin: 0,
  scoreMax: 10,
  blanks: 2,
  maxImages: 3,
  ...more,
});
const problems = (kind: QuestionKind, value: Parameters<typeof checkAnswer>[1], more?: Partial<RuleQuestion>) =>
  checkAnswer(q(kind, more), value).map((p) => p.problem);

/** The rules both the portal and the server apply (spec 001 §5 Questionnaire). */
describe('questionnaire rules', () => {
  it('takes well-formed answers of every kind', () => {
    const fine: [QuestionKind, Parameters<typeof checkAnswer>[1]][] = [
      ['single', 'a'],
      ['multiple', ['a', 'b']],
      ['description', 'text'],
      ['star', 5],
      ['score', { a: 0, b: 9.5, c: 10 }],
      ['upload', [1, 2, 3]],
      ['ranking', ['c', 'a', 'b']],
      ['blank', 'x'],
      ['blanks', ['x', 'y']],
      ['signature', 7],
      ['date', '2024-02-29'],
      ['time', '23:59'],
      ['gender', 'female'],
      ['age', 'over60'],
      ['email', 'a.b@example.com'],
    ];
    for (const [kind, value] of fine) expect(checkAnswer(q(kind), value), kind).toEqual([]);
  });

  it('refuses malformed answers as invalid, and bounds as their own problems', () => {
    expect(problems('single', 'z')).toEqual(['invalid']);
    expect(problems('gender', 'a')).toEqual(['invalid']);
    expect(problems('age', '17')).toEqual(['invalid']);
    expect(problems('ranking', ['a', 'b'])).toEqual(['invalid']);
    expect(problems('ranking', ['a', 'a', 'b'])).toEqual(['invalid']);
    expect(problems('star', 6)).toEqual(['invalid']);
    expect(problems('star', 2.5)).toEqual(['invalid']);
    expect(problems('date', '2024-13-01')).toEqual(['invalid']);
    expect(problems('time', '24:00')).toEqual(['invalid']);
    expect(problems('blanks', ['x'])).toEqual(['invalid']);
    expect(problems('multiple', ['a', 'a'])).toEqual(['invalid']);
    expect(problems('upload', [1, 2, 3, 4])).toEqual(['tooManyImages']);
    expect(problems('score', { a: 9.55, b: 1, c: 1 })).toEqual(['scoreRange']);
    expect(problems('blanks', ['x'.repeat(101), 'y'])).toEqual(['tooLong']);
    expect(problems('blanks', ['x', ''])).toEqual(['required']);
    expect(problems('blank', `${'x'.repeat(100)}  `)).toEqual([]);
    expect(problems('email', 'a@b@c.d')).toEqual(['email']);
  });

  it('leaves optional questions alone when unanswered, and names unknown questions', () => {
    expect(checkAnswer(q('email', { required: false }), undefined)).toEqual([]);
    expect(checkAnswer(q('score', { required: false }), { a: 3 })).toEqual([]);
    expect(checkAnswers([q('single', { required: false })], { other: 'a' })).toEqual([
      { questionId: 'other', problem: 'invalid' },
    ]);
  });
});
