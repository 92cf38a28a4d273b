import type { QuestionOption, QuestionType } from '../../../protocol';
import { parseJsonList, parseStringList } from '../../lib/json-list';

/** What answer checking needs of a stored question (the `questions` table, decision 0026). */
export interface CheckedQuestion {
  type: QuestionType;
  options: string;
  answer: string;
  blanks: number;
}

export function optionsOf(question: Pick<CheckedQuestion, 'options'>): QuestionOption[] {
  return parseJsonList<QuestionOption>(question.options).filter(
    (o) => o && typeof o.key === 'string' && typeof o.text === 'string',
  );
}

/** Whether the given answer has the shape of the question (a choice must be one of its options…). */
export function answerFits(question: CheckedQuestion, given: string[]): boolean {
  const keys = new Set(optionsOf(question).map((o) => o.key));
  switch (question.type) {
    case 'single':
      return given.length === 1 && keys.has(given[0]!);
    case 'multiple':
      return given.length >= 1 && new Set(given).size === given.length && given.every((k) => keys.has(k));
    case 'judge':
      return given.length === 1 && (given[0] === 'T' || given[0] === 'F');
    case 'fill':
      return given.length === Math.max(1, question.blanks);
    case 'essay':
      return given.length === 1 && given[0]!.trim() !== '';
  }
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Objective checking, one rule per type. Fill-in: every blank matches one of its '|'-separated
 * alternatives, ignoring case and surrounding space. Essays are not checked here (self-check).
 */
export function isRight(question: CheckedQuestion, given: string[]): boolean {
  const correct = parseStringList(question.answer);
  switch (question.type) {
    case 'single':
    case 'judge':
      return given[0] === correct[0];
    case 'multiple':
      return given.length === correct.length && [...given].sort().join('\u0000') === [...correct].sort().join('\u0000');
    case 'fill':
      return (
        correct.length === given.length &&
        correct.every((alternatives, i) => alternatives.split('|').some((a) => normalise(a) === normalise(given[i]!)))
      );
    case 'essay':
      return false;
  }
}
