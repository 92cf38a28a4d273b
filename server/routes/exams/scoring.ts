import type { QuestionOption, QuestionType } from '../../../protocol';

/**
 * Scoring rules of one question (decision 0026). Pure functions: the hand-in, the overdue close
 * and the seed all score through here, so the same answer always gets the same score.
 *
 * - single, judge: exact (one value, trimmed).
 * - multiple: all-or-nothing — the chosen set equals the correct set. A partly right choice scores
 *   0: with partial credit, ticking every option would earn marks on most questions.
 * - fill-in: per blank, trimmed and case-insensitive, '|' separates accepted alternatives; the score
 *   is the question's score times the share of right blanks. "Correct" means every blank is right.
 * - essay: not scored here — it waits for grading (null).
 */
export interface ScorableQuestion {
  type: QuestionType;
  /** The correct answer (stored JSON list of strings). */
  answer: readonly string[];
  blanks: number;
  score: number;
}

export interface QuestionScore {
  /** null for an essay waiting for grading. */
  score: number | null;
  correct: boolean | null;
}

/** One decimal, without 0.1 + 0.2 surprises. */
export function roundScore(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

const norm = (value: string | undefined) => (value ?? '').trim();
const fold = (value: string | undefined) => norm(value).toLowerCase();

export function scoreQuestion(question: ScorableQuestion, values: readonly string[]): QuestionScore {
  switch (question.type) {
    case 'single':
    case 'judge': {
      const right = values.length === 1 && question.answer.length === 1 && norm(values[0]) === norm(question.answer[0]);
      return { score: right ? question.score : 0, correct: right };
    }
    case 'multiple': {
      const chosen = new Set(values.map(norm).filter((v) => v !== ''));
      const correct = new Set(question.answer.map(norm));
      const right = chosen.size === correct.size && [...chosen].every((v) => correct.has(v));
      return { score: right ? question.score : 0, correct: right };
    }
    case 'fill': {
      const blanks = Math.max(question.blanks, question.answer.length, 1);
      let rightBlanks = 0;
      for (let i = 0; i < blanks; i += 1) {
        const accepted = (question.answer[i] ?? '')
          .split('|')
          .map(fold)
          .filter((v) => v !== '');
        if (accepted.length > 0 && accepted.includes(fold(values[i]))) rightBlanks += 1;
      }
      return { score: roundScore((question.score * rightBlanks) / blanks), correct: rightBlanks === blanks };
    }
    case 'essay':
      return { score: null, correct: null };
  }
}

/** Why an answer does not fit its question, or null when it does (empty answers are allowed: "cleared"). */
export function answerProblem(
  question: { type: QuestionType; options: readonly QuestionOption[]; blanks: number },
  values: readonly string[],
  attachmentCount: number,
): string | null {
  if (attachmentCount > 0 && question.type !== 'essay') return 'attachments_on_objective';
  const keys = new Set(question.type === 'judge' ? ['T', 'F'] : question.options.map((o) => o.key));
  switch (question.type) {
    case 'single':
    case 'judge':
      if (values.length > 1) return 'too_many_values';
      return values.every((v) => keys.has(v)) ? null : 'not_an_option';
    case 'multiple':
      if (new Set(values).size !== values.length) return 'duplicate_option';
      return values.every((v) => keys.has(v)) ? null : 'not_an_option';
    case 'fill':
      return values.length > Math.max(question.blanks, 1) ? 'too_many_blanks' : null;
    case 'essay':
      return values.length > 1 ? 'too_many_values' : null;
  }
}

/** Whether an answer counts as given (required questions, the answer sheet). */
export function isAnswered(values: readonly string[], attachmentCount = 0): boolean {
  return attachmentCount > 0 || values.some((v) => v.trim() !== '');
}
