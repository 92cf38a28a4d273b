import type { TFunction } from 'i18next';
import type { AnswerProblem } from '../../../protocol/questionnaire-rules';
import type { Question } from '../../../protocol/schemas/questionnaires';

/** One problem of the shared rules (protocol/questionnaire-rules.ts) in the learner's language. */
export function problemText(t: TFunction, problem: AnswerProblem, question: Question | undefined): string {
  switch (problem.problem) {
    case 'required':
      return t(`questionnaires:problem.required.${problem.missing}`);
    case 'minChoices':
    case 'maxChoices':
      return t(`questionnaires:problem.${problem.problem}`, { count: problem.limit });
    case 'scoreRange': {
      const option = question?.options.find((o) => o.id === problem.optionId)?.text ?? problem.optionId;
      return t('questionnaires:problem.scoreRange', { option, min: problem.min, max: problem.max });
    }
    case 'tooLong':
      return problem.blank === undefined
        ? t('questionnaires:problem.tooLong', { count: problem.limit })
        : t('questionnaires:problem.tooLongBlank', { count: problem.limit, n: problem.blank + 1 });
    case 'email':
      return t('questionnaires:problem.email');
    case 'tooManyImages':
      return t('questionnaires:problem.tooManyImages', { count: problem.limit });
    case 'invalid':
      return t('questionnaires:problem.invalid');
  }
}

/** The server's problems (data.problems of QUESTIONNAIRE_ANSWERS_INVALID), when it sent any. */
export function problemsOf(data: unknown): AnswerProblem[] {
  if (typeof data !== 'object' || data === null) return [];
  const problems = (data as { problems?: unknown }).problems;
  return Array.isArray(problems)
    ? problems.filter(
        (p): p is AnswerProblem =>
          typeof p === 'object' && p !== null && typeof (p as { questionId?: unknown }).questionId === 'string',
      )
    : [];
}
