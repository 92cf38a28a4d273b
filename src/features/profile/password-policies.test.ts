import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICIES, type PasswordPolicy } from '../../../protocol';
// Tests may reach inside protocol/: the boundary vectors are test data shared with the server's tests.
import { passwordVectors } from '../../../protocol/password-policy-vectors';
import { newPasswordProblem } from './profile-rules';

/*
 * Issue 18 item 10: the profile's change-password form (newPasswordProblem) holds each of the four
 * policies at the same boundaries as the server and the sign-up and reset fields, naming the rule.
 */
const POLICIES = Object.keys(PASSWORD_POLICIES) as PasswordPolicy[];

const PROFILE_KEY: Record<string, RegExp> = {
  length: /^password\.rule\.length$/,
  kinds: /^password\.rule\.kinds[23]$/,
  sequence: /^password\.rule\.sequence$/,
  repeat: /^password\.rule\.repeat$/,
};

describe.each(POLICIES)('the change-password field under %s', (policy) => {
  it.each(passwordVectors(policy))('$why ($password) → $problem', ({ password, problem }) => {
    const rule = newPasswordProblem(password, policy);
    if (problem === null) expect(rule).toBeNull();
    else expect(rule?.key).toMatch(PROFILE_KEY[problem]!);
  });
});
