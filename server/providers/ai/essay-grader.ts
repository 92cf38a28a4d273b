import type { Language } from '../../../protocol';

/**
 * AI grading of essay answers (spec 001 §6, decision 0028). The exams area depends only on this
 * interface; `createEssayGrader(config)` (essay-grader-factory.ts) picks the real
 * OpenAI-compatible client when configured, otherwise the deterministic local simulator.
 */
export type GradingStrictness = 'strict' | 'moderate' | 'lenient';

export interface EssayGradingInput {
  /** Plain text of the question (the caller strips markup). */
  questionStem: string;
  /** The reference answer the administrator wrote; may be empty. */
  referenceAnswer: string;
  learnerAnswer: string;
  fullScore: number;
  strictness: GradingStrictness;
  /** Optional marking criteria from the administrator (≤ 1000 characters). */
  criteria: string;
  /** The comment's language. */
  language: Language;
}

export interface EssayGradingResult {
  /** 0 … fullScore, at most one decimal. */
  score: number;
  /** A short reason for the learner and the administrator. */
  comment: string;
}

/** Thrown when the provider cannot grade (unreachable, refused, unreadable answer): "AI scoring failed". */
export class EssayGradingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EssayGradingError';
  }
}

export interface EssayGrader {
  grade(input: EssayGradingInput): Promise<EssayGradingResult>;
}
