/**
 * Password rules of spec 001 §5, shared by the form (instant feedback) and the server
 * (the rule that counts). Each enterprise picks one policy; the run and repeat rules
 * apply to every policy.
 */
export const PASSWORD_POLICIES = {
  /** 6-15 characters of any kind. */
  any_6_15: { min: 6, max: 15, kinds: 1 },
  /** 6-15 with at least two of digit, letter, symbol. */
  two_6_15: { min: 6, max: 15, kinds: 2 },
  /** 8-15 with at least two kinds. */
  two_8_15: { min: 8, max: 15, kinds: 2 },
  /** 8-15 with all three kinds. */
  three_8_15: { min: 8, max: 15, kinds: 3 },
} as const;

export type PasswordPolicy = keyof typeof PASSWORD_POLICIES;
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = 'any_6_15';

/** Why a password is refused; the portal and the server translate these keys. */
export type PasswordProblem = 'length' | 'kinds' | 'sequence' | 'repeat' | 'mismatch';

function kindsIn(password: string): number {
  let kinds = 0;
  if (/[0-9]/.test(password)) kinds++;
  if (/[A-Za-z]/.test(password)) kinds++;
  if (/[^0-9A-Za-z]/.test(password)) kinds++;
  return kinds;
}

function isSequenceChar(c: string): boolean {
  return /[0-9A-Za-z]/.test(c);
}

/** Three or more consecutive digits or letters in a row, up or down (123, abc, CBA; case-insensitive). */
export function hasSequentialRun(password: string): boolean {
  const s = password.toLowerCase();
  for (let i = 0; i + 2 < s.length; i++) {
    const [a, b, c] = [s[i]!, s[i + 1]!, s[i + 2]!];
    if (![a, b, c].every(isSequenceChar)) continue;
    const sameClass = /[0-9]/.test(a) === /[0-9]/.test(b) && /[0-9]/.test(b) === /[0-9]/.test(c);
    if (!sameClass) continue;
    const d1 = b.charCodeAt(0) - a.charCodeAt(0);
    const d2 = c.charCodeAt(0) - b.charCodeAt(0);
    if ((d1 === 1 && d2 === 1) || (d1 === -1 && d2 === -1)) return true;
  }
  return false;
}

/** Three or more identical characters in a row (aaa, 111). */
export function hasRepeatedRun(password: string): boolean {
  return /(.)\1\1/u.test(password);
}

/** Every problem with a password under a policy; empty means acceptable. */
export function checkPassword(password: string, policy: PasswordPolicy, confirmation?: string): PasswordProblem[] {
  const rule = PASSWORD_POLICIES[policy];
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < rule.min || length > rule.max) problems.push('length');
  if (kindsIn(password) < rule.kinds) problems.push('kinds');
  if (hasSequentialRun(password)) problems.push('sequence');
  if (hasRepeatedRun(password)) problems.push('repeat');
  if (confirmation !== undefined && confirmation !== password) problems.push('mismatch');
  return problems;
}

export function isPasswordPolicy(value: string): value is PasswordPolicy {
  return Object.hasOwn(PASSWORD_POLICIES, value);
}
