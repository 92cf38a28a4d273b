import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailProblem, isEmail } from './email';

// Boundary vectors of spec 000 §5's rule: "non-space text, @, text, dot, text".
describe('isEmail', () => {
  it.each([
    'a@b.c',
    'lin@example.com',
    'first.last+tag@mail.example.co.uk',
    '林晓@例子.中国',
    "o'brien!#$%&*=?^_`{|}~@x.io",
    `${'a'.repeat(EMAIL_MAX_LENGTH - 4)}@b.c`,
  ])('accepts %j', (value) => expect(isEmail(value)).toBe(true));

  it.each([
    ['empty', ''],
    ['no @', 'no-at.example.com'],
    ['no dot after @', 'lin@example'],
    ['nothing before @', '@example.com'],
    ['two @', 'a@b@c.d'],
    ['@ in the domain after the dot', 'a@b.c@d'],
    ['nothing between @ and dot', 'a@.com'],
    ['nothing after the last dot', 'a@b.c.'],
    ['a doubled dot in the domain', 'a@b..c'],
    ['a space', 'li n@example.com'],
    ['a leading space (callers trim first)', ' lin@example.com'],
    ['a tab', 'lin@exa\tmple.com'],
    ['a no-break space', 'lin\u00a0x@example.com'],
    ['an ideographic space', '林\u3000晓@example.com'],
    ['a zero-width space', 'lin\u200b@example.com'],
    ['a control character', 'lin\u0000@example.com'],
    ['a line break', 'lin@example.com\n'],
    ['one character over the limit', `${'a'.repeat(EMAIL_MAX_LENGTH - 3)}@b.c`],
  ])('refuses %s', (_label, value) => expect(isEmail(value)).toBe(false));
});

describe('emailProblem', () => {
  it('lets an empty e-mail through only when the enterprise does not require one', () => {
    expect(emailProblem('', false)).toBeNull();
    expect(emailProblem('   ', false)).toBeNull();
    expect(emailProblem('', true)).toBe('required');
    expect(emailProblem('  \t ', true)).toBe('required');
  });

  it('trims, then checks the length and the shape', () => {
    expect(emailProblem('  lin@example.com  ', true)).toBeNull();
    expect(emailProblem('a@b@c.d', false)).toBe('shape');
    expect(emailProblem(`${'a'.repeat(EMAIL_MAX_LENGTH)}@b.c`, false)).toBe('tooLong');
  });
});
