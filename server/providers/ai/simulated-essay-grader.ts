import type { Language } from '../../../protocol';
import {
  EssayGradingError,
  type EssayGrader,
  type EssayGradingInput,
  type EssayGradingResult,
  type GradingStrictness,
} from './essay-grader';
import { coverage, keywordsOf, roundScore, termsOf } from './essay-text';

/** An answer containing this marker makes every grader fail, so "AI scoring failed" can be shown and tested. */
export const AI_FAIL_MARKER = '[ai-fail]';

/**
 * How strictness bends the raw coverage (0…1) into a share of full marks: strict asks for nearly
 * everything, lenient rewards a partial answer. Monotone, so lenient ≥ moderate ≥ strict always.
 */
const CURVE: Record<GradingStrictness, (share: number) => number> = {
  strict: (share) => share ** 1.5,
  moderate: (share) => share,
  lenient: (share) => Math.min(1, share * 1.25 + 0.05),
};

const STRICTNESS_WORD: Record<Language, Record<GradingStrictness, string>> = {
  zh_cn: { strict: '严格', moderate: '适中', lenient: '宽松' },
  zh_hant: { strict: '嚴格', moderate: '適中', lenient: '寬鬆' },
  en_us: { strict: 'strict', moderate: 'moderate', lenient: 'lenient' },
};

function comment(
  language: Language,
  strictness: GradingStrictness,
  percent: number,
  missing: string[],
  empty: boolean,
): string {
  const word = STRICTNESS_WORD[language][strictness];
  const gaps = missing.slice(0, 3);
  if (language === 'en_us') {
    if (empty) return `No answer given (${word} grading).`;
    return `Covers about ${percent}% of the expected points (${word} grading).${gaps.length ? ` Missing: ${gaps.join(', ')}.` : ''}`;
  }
  const sep = '、';
  if (language === 'zh_hant') {
    if (empty) return `未作答（${word}評分）。`;
    return `約覆蓋 ${percent}% 的得分要點（${word}評分）。${gaps.length ? `缺少：${gaps.join(sep)}。` : ''}`;
  }
  if (empty) return `未作答（${word}评分）。`;
  return `约覆盖 ${percent}% 的得分要点（${word}评分）。${gaps.length ? `缺少：${gaps.join(sep)}。` : ''}`;
}

/**
 * The deterministic local grader used when no AI endpoint is configured (decision 0028): the
 * share of the reference answer's terms and of the criteria keywords found in the answer, bent by
 * strictness. Same input, same score — so tests and demos can rely on it.
 */
export function gradeLocally(input: EssayGradingInput): EssayGradingResult {
  if (input.learnerAnswer.includes(AI_FAIL_MARKER))
    throw new EssayGradingError('simulated AI failure (answer carries the [ai-fail] marker)');
  const answer = termsOf(input.learnerAnswer);
  const keywords = keywordsOf(input.criteria);
  const reference = termsOf(input.referenceAnswer);
  const keywordHits = keywords.map((keyword) => coverage(answer, termsOf(keyword)) >= 0.5);
  const keywordShare = keywords.length ? keywordHits.filter(Boolean).length / keywords.length : 0;
  const referenceShare = coverage(answer, reference);
  let share: number;
  if (reference.size && keywords.length) share = 0.6 * referenceShare + 0.4 * keywordShare;
  else if (reference.size) share = referenceShare;
  else if (keywords.length) share = keywordShare;
  // Nothing to compare with: judge by substance alone (about 60 distinct terms earn full marks).
  else share = Math.min(1, answer.size / 60);
  const empty = answer.size === 0;
  if (empty) share = 0;
  const missing = keywords.filter((_, index) => !keywordHits[index]);
  const score = roundScore(input.fullScore * CURVE[input.strictness](share), input.fullScore);
  return { score, comment: comment(input.language, input.strictness, Math.round(share * 100), missing, empty) };
}

export function createSimulatedEssayGrader(): EssayGrader {
  return { grade: async (input) => gradeLocally(input) };
}
