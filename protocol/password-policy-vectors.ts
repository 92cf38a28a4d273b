import { PASSWORD_POLICIES, type PasswordPolicy, type PasswordProblem } from './password-policy';

/*
 * Boundary vectors of each password policy (spec 001 §5), shared by the protocol's own test,
 * the server's tests of sign-up, reset and change, and the portal's password fields, so the
 * three check the same edges: one under and at the minimum length, at and one over the
 * maximum, one kind short, and a run and a repeat inside an otherwise good password.
 */
export interface PasswordVector {
  password: string;
  /** The first problem the check reports, or null when the policy accepts the password. */
  problem: PasswordProblem | null;
  why: string;
}

/** Cycles with one, two and three kinds, free of runs (abc, 123) and repeats (aaa) at any length. */
const KINDS: Record<1 | 2 | 3, string> = { 1: 'Hqm', 2: 'Hq7', 3: 'Hq#7' };

function ofKinds(kinds: number, length: number): string {
  const cycle = KINDS[Math.max(1, Math.min(3, kinds)) as 1 | 2 | 3];
  return cycle.repeat(Math.ceil(length / cycle.length)).slice(0, length);
}

export function passwordVectors(policy: PasswordPolicy): PasswordVector[] {
  const { min, max, kinds } = PASSWORD_POLICIES[policy];
  const vectors: PasswordVector[] = [
    { password: ofKinds(kinds, min - 1), problem: 'length', why: `${min - 1} characters, one under the minimum` },
    { password: ofKinds(kinds, min), problem: null, why: `${min} characters, the minimum` },
    { password: ofKinds(kinds, max), problem: null, why: `${max} characters, the maximum` },
    { password: ofKinds(kinds, max + 1), problem: 'length', why: `${max + 1} characters, one over the maximum` },
    { password: `Qx#789${ofKinds(3, min - 6)}`, problem: 'sequence', why: 'a run of three digits (789)' },
    { password: `Qx#777${ofKinds(3, min - 6)}`, problem: 'repeat', why: 'one digit three times (777)' },
  ];
  if (kinds > 1)
    vectors.push({ password: ofKinds(kinds - 1, min), problem: 'kinds', why: `${kinds - 1} kind(s), one too few` });
  if (kinds < 3) vectors.push({ password: ofKinds(3, min + 1), problem: null, why: 'more kinds than required' });
  return vectors;
}
