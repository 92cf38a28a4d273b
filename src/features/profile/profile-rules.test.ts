import { describe, expect, it } from 'vitest';
import {
  birthdayParts,
  birthdayProblem,
  birthdayText,
  daysInMonth,
  emailProblem,
  labelsProblem,
  newPasswordProblem,
  newPhoneProblem,
  policyRules,
} from './profile-rules';

const TODAY = new Date(Date.UTC(2026, 10, 22));

describe('profile form rules', () => {
  it('checks the e-mail shape of spec 000 §5 (protocol/email.ts) and allows none unless the enterprise requires one', () => {
    expect(emailProblem('', false)).toBeNull();
    expect(emailProblem('', true)).toEqual({ key: 'rules.emailRequired' });
    expect(emailProblem('  ', true)).toEqual({ key: 'rules.emailRequired' });
    expect(emailProblem('lin@example.com', true)).toBeNull();
    expect(emailProblem('lin@example', false)).toEqual({ key: 'rules.email' });
    expect(emailProblem('lin example@x.com', false)).toEqual({ key: 'rules.email' });
    expect(emailProblem('a@b@c.d', false)).toEqual({ key: 'rules.email' });
    expect(emailProblem('a@b..c', false)).toEqual({ key: 'rules.email' });
    expect(emailProblem('lin\u200b@example.com', false)).toEqual({ key: 'rules.email' });
    expect(emailProblem(`${'a'.repeat(100)}@b.c`, false)).toEqual({
      key: 'rules.tooLong',
      values: { max: 100, count: 100 },
    });
  });

  it('offers the month lengths of spec 000 §9 for solar dates and 30 days for lunar months', () => {
    expect([1, 2, 4, 6, 9, 11, 12].map((m) => daysInMonth(m, 'solar'))).toEqual([31, 29, 30, 30, 30, 30, 31]);
    expect(daysInMonth(1, 'lunar')).toBe(30);
  });

  it('checks a birthday: all parts or none, a real date in its calendar, not in the future', () => {
    expect(birthdayProblem({ year: undefined, month: undefined, day: undefined }, 'solar', TODAY)).toBeNull();
    expect(birthdayProblem({ year: 1990, month: undefined, day: 3 }, 'solar', TODAY)).toEqual({
      key: 'rules.birthdayIncomplete',
    });
    expect(birthdayProblem({ year: 2001, month: 2, day: 29 }, 'solar', TODAY)).toEqual({ key: 'rules.birthday' });
    expect(birthdayProblem({ year: 2000, month: 2, day: 29 }, 'solar', TODAY)).toBeNull();
    expect(birthdayProblem({ year: 2001, month: 2, day: 30 }, 'lunar', TODAY)).toBeNull();
    expect(birthdayProblem({ year: 2026, month: 12, day: 1 }, 'solar', TODAY)).toEqual({ key: 'rules.birthdayFuture' });
    expect(birthdayText({ year: 1994, month: 5, day: 2 })).toBe('1994-05-02');
    expect(birthdayParts('1994-05-02')).toEqual({ year: 1994, month: 5, day: 2 });
  });

  it('limits labels to 10 of 16 characters', () => {
    expect(labelsProblem(['UX'])).toBeNull();
    expect(labelsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))?.key).toBe('rules.labelsTooMany');
    expect(labelsProblem(['x'.repeat(17)])?.key).toBe('rules.labelTooLong');
  });

  it('checks the new phone: required, well-formed, different from the current one', () => {
    expect(newPhoneProblem('', '+86', '13800138001')).toEqual({ key: 'phone.required' });
    expect(newPhoneProblem('2380013800', '+86', '')).toEqual({ key: 'phone.invalid' });
    expect(newPhoneProblem('138 0013 8001', '+86', '13800138001')).toEqual({ key: 'phone.unchanged' });
    expect(newPhoneProblem('61234567', '+852', '')).toBeNull();
    expect(newPhoneProblem('61234567', '+852', '+85261234567')).toEqual({ key: 'phone.unchanged' });
  });

  it('names the first password rule broken under each policy', () => {
    expect(newPasswordProblem('Ab#1x', 'any_6_15')).toEqual({
      key: 'password.rule.length',
      values: { min: 6, max: 15 },
    });
    expect(newPasswordProblem('harbors', 'two_6_15')).toEqual({ key: 'password.rule.kinds2' });
    expect(newPasswordProblem('Harb#20', 'two_8_15')).toEqual({
      key: 'password.rule.length',
      values: { min: 8, max: 15 },
    });
    expect(newPasswordProblem('Harbors2027', 'three_8_15')).toEqual({ key: 'password.rule.kinds3' });
    expect(newPasswordProblem('Xabc#2027', 'any_6_15')).toEqual({ key: 'password.rule.sequence' });
    expect(newPasswordProblem('Haaa#2027', 'any_6_15')).toEqual({ key: 'password.rule.repeat' });
    expect(newPasswordProblem('Rivers#2027', 'three_8_15')).toBeNull();
  });

  it('lists the rules of a policy', () => {
    expect(policyRules('any_6_15').map((r) => r.key)).toEqual([
      'password.rule.length',
      'password.rule.sequence',
      'password.rule.repeat',
    ]);
    expect(policyRules('three_8_15').map((r) => r.key)).toContain('password.rule.kinds3');
  });
});
