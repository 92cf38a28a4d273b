import { describe, expect, it } from 'vitest';
import {
  PASSWORD_POLICIES,
  checkPassword,
  hasRepeatedRun,
  hasSequentialRun,
  type PasswordPolicy,
} from './password-policy';
import { passwordVectors } from './password-policy-vectors';

describe('password policy (spec 001 §5)', () => {
  it.each([
    ['any_6_15', 'Learn#2026', []],
    ['any_6_15', 'short', ['length']],
    ['any_6_15', 'sixteen-chars-xx', ['length']],
    ['two_6_15', 'onlyletters', ['kinds']],
    ['two_6_15', 'letters24', []],
    ['two_8_15', 'abd1x', ['length']],
    ['two_8_15', 'qwertyuiop', ['kinds']],
    ['three_8_15', 'Learn2026x', ['kinds']],
    ['three_8_15', 'Learn#2026', []],
  ] as const)('%s: %s → %j', (policy, password, problems) => {
    expect(checkPassword(password, policy)).toEqual(problems);
  });

  it('refuses runs of three consecutive digits or letters, up or down', () => {
    expect(hasSequentialRun('x123y')).toBe(true);
    expect(hasSequentialRun('x321y')).toBe(true);
    expect(hasSequentialRun('pABCq')).toBe(true);
    expect(hasSequentialRun('zyx')).toBe(true);
    expect(hasSequentialRun('12a')).toBe(false);
    expect(hasSequentialRun('Learn#2026')).toBe(false);
    expect(checkPassword('mypass789!', 'any_6_15')).toEqual(['sequence']);
  });

  it('refuses three identical characters in a row', () => {
    expect(hasRepeatedRun('aaa')).toBe(true);
    expect(hasRepeatedRun('x111')).toBe(true);
    expect(hasRepeatedRun('aab')).toBe(false);
    expect(checkPassword('passs#2026', 'any_6_15')).toEqual(['repeat']);
  });

  it('requires the confirmation to match', () => {
    expect(checkPassword('Learn#2026', 'any_6_15', 'Learn#2027')).toEqual(['mismatch']);
    expect(checkPassword('Learn#2026', 'any_6_15', 'Learn#2026')).toEqual([]);
  });
});

describe('boundary vectors of every policy (issue 18 item 10)', () => {
  for (const policy of Object.keys(PASSWORD_POLICIES) as PasswordPolicy[]) {
    it.each(passwordVectors(policy))(`${policy}: $why ($password) → $problem`, ({ password, problem }) => {
      const problems = checkPassword(password, policy);
      expect(problems[0] ?? null).toBe(problem);
      // Each vector breaks at most one rule, so a refusal names exactly the edge it tests.
      expect(problems.length).toBe(problem ? 1 : 0);
    });
  }

  it('chooses among all four policies of spec 001 §5', () => {
    expect(Object.keys(PASSWORD_POLICIES).sort()).toEqual(['any_6_15', 'three_8_15', 'two_6_15', 'two_8_15']);
  });
});
