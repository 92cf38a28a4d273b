/**
 * Text helpers of the local essay simulator: the "terms" of a text are its Latin words (three
 * letters or more, lower-cased, a few filler words dropped) and, for Chinese, its character
 * pairs — so overlap works the same for "photosynthesis" and "光合作用" without a tokenizer.
 */
const FILLER = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'are',
  'was',
  'were',
  'from',
  'into',
  'its',
  'has',
  'have',
  'not',
  'but',
  'you',
  'your',
  'our',
  'they',
  'their',
  'them',
  'then',
  'than',
  'which',
  'what',
  'when',
  'where',
  'who',
  'how',
  'why',
  'also',
  'can',
  'will',
  'should',
  'would',
  'could',
  'does',
  'did',
  'any',
  'all',
  'each',
  'more',
  'most',
  'some',
  'such',
  'only',
]);
const HAN = /\p{Script=Han}/u;

export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  const lower = text.toLowerCase();
  for (const word of lower.match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (HAN.test(word)) {
      const chars = [...word].filter((c) => HAN.test(c));
      if (chars.length === 1) terms.add(chars[0]!);
      for (let i = 0; i + 1 < chars.length; i++) terms.add(chars[i]! + chars[i + 1]!);
    } else if (word.length >= 3 && !FILLER.has(word)) {
      terms.add(word);
    }
  }
  return terms;
}

/**
 * Criteria keywords: the administrator writes them as a list ("keywords: A, B; C") — each
 * comma/semicolon/line-separated part is one keyword, matched when most of its terms appear.
 */
export function keywordsOf(criteria: string): string[] {
  return criteria
    .split(/[,，;；、\n]+/)
    .map((part) => part.replace(/^[^:：]*[:：]/, '').trim())
    .filter((part) => termsOf(part).size > 0)
    .slice(0, 40);
}

/** Share (0…1) of `wanted`'s terms present in `have`. */
export function coverage(have: Set<string>, wanted: Set<string>): number {
  if (wanted.size === 0) return 0;
  let hit = 0;
  for (const term of wanted) if (have.has(term)) hit++;
  return hit / wanted.size;
}

/** Scores carry at most one decimal (spec 001 §6); never above full marks, never below 0. */
export function roundScore(score: number, fullScore: number): number {
  const rounded = Math.round(Math.max(0, score) * 10) / 10;
  return Math.min(rounded, Math.floor(fullScore * 10) / 10);
}
