import {
  DEFAULT_COUNTRY_CODE,
  emailProblem as emailRuleProblem,
  PASSWORD_POLICIES,
  PROFILE_LIMITS,
  checkPassword,
  isBirthday,
  isWellFormedPhone,
  phoneKey,
  type BirthdayType,
  type PasswordPolicy,
  type PasswordProblem,
} from '../../../protocol';

/**
 * The form's rules, the same as the server's (protocol/): instant feedback in the form, while
 * the server stays the one that counts. Each returns an i18n key (profile namespace) and its
 * values, or null when the value is fine.
 */
export interface RuleMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The server's rule (protocol/email.ts); `required` when the enterprise requires an e-mail. */
export function emailProblem(value: string, required: boolean): RuleMessage | null {
  const problem = emailRuleProblem(value, required);
  if (problem === 'required') return { key: 'rules.emailRequired' };
  if (problem === 'tooLong')
    return { key: 'rules.tooLong', values: { max: PROFILE_LIMITS.email, count: PROFILE_LIMITS.email } };
  return problem === 'shape' ? { key: 'rules.email' } : null;
}

export interface BirthdayParts {
  year: number | undefined;
  month: number | undefined;
  day: number | undefined;
}

/** Spec 000 §9 month options: February 29 days; April, June, September, November 30; others 31. Lunar months have up to 30. */
export function daysInMonth(month: number | undefined, type: BirthdayType): number {
  if (type === 'lunar') return 30;
  if (month === 2) return 29;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The wire form 'YYYY-MM-DD', or '' when no part is chosen. */
export function birthdayText(parts: BirthdayParts): string {
  if (parts.year === undefined || parts.month === undefined || parts.day === undefined) return '';
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

export function birthdayParts(text: string): BirthdayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match
    ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
    : { year: undefined, month: undefined, day: undefined };
}

export function birthdayProblem(parts: BirthdayParts, type: BirthdayType, today: Date): RuleMessage | null {
  const chosen = [parts.year, parts.month, parts.day].filter((part) => part !== undefined).length;
  if (chosen === 0) return null;
  if (chosen < 3) return { key: 'rules.birthdayIncomplete' };
  const text = birthdayText(parts);
  if (!isBirthday(text, type)) return { key: 'rules.birthday' };
  if (type === 'solar' && text > today.toISOString().slice(0, 10)) return { key: 'rules.birthdayFuture' };
  return null;
}

export function labelsProblem(labels: readonly string[]): RuleMessage | null {
  if (labels.length > PROFILE_LIMITS.labels)
    return { key: 'rules.labelsTooMany', values: { max: PROFILE_LIMITS.labels, count: PROFILE_LIMITS.labels } };
  if (labels.some((label) => label.trim().length > PROFILE_LIMITS.labelLength))
    return {
      key: 'rules.labelTooLong',
      values: { max: PROFILE_LIMITS.labelLength, count: PROFILE_LIMITS.labelLength },
    };
  return null;
}

/** The new phone: required, well-formed for its country code, and not the current one. */
export function newPhoneProblem(phone: string, countryCode: string, currentPhone: string): RuleMessage | null {
  const digits = phone.replace(/[\s-]/g, '');
  if (digits === '') return { key: 'phone.required' };
  if (!isWellFormedPhone(countryCode || DEFAULT_COUNTRY_CODE, digits)) return { key: 'phone.invalid' };
  if (phoneKey(countryCode || DEFAULT_COUNTRY_CODE, digits) === currentPhone) return { key: 'phone.unchanged' };
  return null;
}

export function passwordProblemMessage(problem: PasswordProblem, policy: PasswordPolicy): RuleMessage {
  const { min, max, kinds } = PASSWORD_POLICIES[policy];
  if (problem === 'length') return { key: 'password.rule.length', values: { min, max } };
  if (problem === 'kinds') return { key: kinds >= 3 ? 'password.rule.kinds3' : 'password.rule.kinds2' };
  return { key: `password.rule.${problem}` };
}

/** The first rule the new password breaks (the same order the server checks), or null. */
export function newPasswordProblem(password: string, policy: PasswordPolicy): RuleMessage | null {
  const [problem] = checkPassword(password, policy);
  return problem ? passwordProblemMessage(problem, policy) : null;
}

/** The rules of a policy, as lines to show beside the form. */
export function policyRules(policy: PasswordPolicy): RuleMessage[] {
  const rules: RuleMessage[] = [passwordProblemMessage('length', policy)];
  if (PASSWORD_POLICIES[policy].kinds > 1) rules.push(passwordProblemMessage('kinds', policy));
  rules.push(passwordProblemMessage('sequence', policy), passwordProblemMessage('repeat', policy));
  return rules;
}
