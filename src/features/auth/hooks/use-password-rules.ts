import { useTranslation } from 'react-i18next';
import { PASSWORD_POLICIES, checkPassword, type PasswordPolicy, type PasswordProblem } from '../../../../protocol';

/**
 * The policy check of protocol/password-policy.ts as form messages: the same sentences the
 * server sends (server/routes/auth/password-rules.ts), first broken rule first.
 */
export function usePasswordRules(policy: PasswordPolicy) {
  const { t } = useTranslation('auth');
  const { min, max, kinds } = PASSWORD_POLICIES[policy];

  function message(problem: PasswordProblem): string {
    if (problem === 'length') return t('rules.length', { min, max });
    if (problem === 'kinds') return t(kinds === 3 ? 'rules.kinds3' : 'rules.kinds2');
    return t(`rules.${problem}`);
  }

  return {
    hint: t(kinds === 1 ? 'rules.hint1' : kinds === 2 ? 'rules.hint2' : 'rules.hint3', { min, max }),
    /** The new password's message, or undefined when it meets the policy. */
    checkPassword(value: unknown): string | undefined {
      if (!value) return t('rules.required');
      const [problem] = checkPassword(String(value), policy);
      return problem ? message(problem) : undefined;
    },
    /** The confirmation's message, or undefined when it repeats the password. */
    checkConfirm(value: unknown, password: unknown): string | undefined {
      if (!value) return t('rules.confirmRequired');
      return value !== password ? message('mismatch') : undefined;
    },
  };
}
