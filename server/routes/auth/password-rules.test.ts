import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, PASSWORD_POLICIES, type PasswordPolicy, type PasswordProblem } from '../../../protocol';
import { passwordProblemMessage } from './password-rules';

/** The portal's sentences for a rule, filled in the way usePasswordRules fills them. */
function portalMessage(language: string, problem: PasswordProblem, policy: PasswordPolicy): string {
  const file = path.resolve(import.meta.dirname, `../../../src/locales/${language}/auth.json`);
  const rules = (JSON.parse(fs.readFileSync(file, 'utf8')) as { rules: Record<string, string> }).rules;
  const { min, max, kinds } = PASSWORD_POLICIES[policy];
  const key = problem === 'kinds' ? (kinds === 3 ? 'kinds3' : 'kinds2') : problem;
  return rules[key]!.replace('{{min}}', String(min)).replace('{{max}}', String(max));
}

describe('password rule messages', () => {
  it('say the same thing in the form and in the server refusal, in every language and policy', () => {
    for (const language of LANGUAGES) {
      for (const policy of Object.keys(PASSWORD_POLICIES) as PasswordPolicy[]) {
        for (const problem of ['length', 'sequence', 'repeat', 'mismatch'] as const) {
          expect(passwordProblemMessage(problem, policy, language)).toBe(portalMessage(language, problem, policy));
        }
        if (PASSWORD_POLICIES[policy].kinds > 1)
          expect(passwordProblemMessage('kinds', policy, language)).toBe(portalMessage(language, 'kinds', policy));
      }
    }
  });
});
