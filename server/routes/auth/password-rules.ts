import {
  DEFAULT_PASSWORD_POLICY,
  ErrorCode,
  PASSWORD_POLICIES,
  checkPassword,
  isPasswordPolicy,
  type Language,
  type PasswordPolicy,
  type PasswordProblem,
} from '../../../protocol';
import type { Enterprise } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';

export function policyOf(enterprise: Enterprise): PasswordPolicy {
  return isPasswordPolicy(enterprise.password_policy) ? enterprise.password_policy : DEFAULT_PASSWORD_POLICY;
}

const KINDS: Record<Language, Record<number, string>> = {
  zh_cn: { 1: '', 2: '至少包含数字、字母、符号中的两种', 3: '同时包含数字、字母和符号' },
  zh_hant: { 1: '', 2: '至少包含數字、字母、符號中的兩種', 3: '同時包含數字、字母和符號' },
  en_us: { 1: '', 2: 'at least two of digits, letters and symbols', 3: 'digits, letters and symbols' },
};

/** The same sentences the portal shows (src/locales/<lng>/auth.json, rules.*). */
export function passwordProblemMessage(problem: PasswordProblem, policy: PasswordPolicy, language: Language): string {
  const { min, max, kinds } = PASSWORD_POLICIES[policy];
  const text: Record<PasswordProblem, Record<Language, string>> = {
    length: {
      zh_cn: `密码长度须为 ${min}-${max} 位`,
      zh_hant: `密碼長度須為 ${min}-${max} 位`,
      en_us: `The password must be ${min}-${max} characters long.`,
    },
    kinds: {
      zh_cn: `密码须${KINDS.zh_cn[kinds]}`,
      zh_hant: `密碼須${KINDS.zh_hant[kinds]}`,
      en_us: `The password must contain ${KINDS.en_us[kinds]}.`,
    },
    sequence: {
      zh_cn: '密码不能包含 3 位及以上连续的数字或字母',
      zh_hant: '密碼不能包含 3 位及以上連續的數字或字母',
      en_us: 'The password must not contain 3 or more consecutive digits or letters (such as 123 or abc).',
    },
    repeat: {
      zh_cn: '密码不能包含 3 位及以上相同的字符',
      zh_hant: '密碼不能包含 3 位及以上相同的字元',
      en_us: 'The password must not contain the same character 3 or more times in a row.',
    },
    mismatch: {
      zh_cn: '两次输入的密码不一致',
      zh_hant: '兩次輸入的密碼不一致',
      en_us: 'The two passwords do not match.',
    },
  };
  return text[problem][language];
}

/** Refuse a password that breaks the policy, naming the first rule it breaks (data.rule). */
export function enforcePasswordPolicy(
  password: string,
  confirm: string,
  policy: PasswordPolicy,
  language: Language,
): void {
  const [problem] = checkPassword(password, policy, confirm);
  if (!problem) return;
  throw new AppError(ErrorCode.PASSWORD_REJECTED, {
    data: { rule: problem, policy },
    message: passwordProblemMessage(problem, policy, language),
  });
}
