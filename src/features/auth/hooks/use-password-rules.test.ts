import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICIES, type PasswordPolicy } from '../../../../protocol';
// Tests may reach inside protocol/: the boundary vectors are test data shared with the server's tests.
import { passwordVectors } from '../../../../protocol/password-policy-vectors';
import { usePasswordRules } from './use-password-rules';

/*
 * Issue 18 item 10: the sign-up and reset password fields (usePasswordRules) hold each of the four
 * policies at the same boundaries the server does, and say the rule that is broken. The profile's
 * change form: src/features/profile/password-policies.test.ts.
 */
const POLICIES = Object.keys(PASSWORD_POLICIES) as PasswordPolicy[];

const SIGN_UP_MESSAGE: Record<string, RegExp> = {
  length: /must be \d+-\d+ characters long/,
  kinds: /must contain (at least two of )?digits, letters and symbols/,
  sequence: /consecutive digits or letters/,
  repeat: /same character 3 or more times/,
};

describe.each(POLICIES)('the password fields under %s', (policy) => {
  const { result } = renderHook(() => usePasswordRules(policy));
  const { min, max } = PASSWORD_POLICIES[policy];

  it.each(passwordVectors(policy))('sign-up and reset: $why ($password) → $problem', ({ password, problem }) => {
    const message = result.current.checkPassword(password);
    if (problem === null) expect(message).toBeUndefined();
    else expect(message).toMatch(SIGN_UP_MESSAGE[problem]!);
    if (problem === 'length') expect(message).toContain(`${min}-${max}`);
  });

  it('states the policy in the hint beside the field', () => {
    expect(result.current.hint).toContain(`${min}-${max}`);
  });
});
