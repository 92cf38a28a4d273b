import type { Language } from '../../../protocol';
import type { Question } from '../../../protocol/schemas/questionnaires';
import type { QuestionKind, RuleQuestion } from '../../../protocol/questionnaire-rules';

/** A stored text: plain (written in one language) or one text per language (the demo data). */
export type LocalText = string | Partial<Record<Language, string>>;

/** A question as stored in questionnaires.questions (JSON). */
export interface StoredQuestion {
  id: string;
  kind: QuestionKind;
  title: LocalText;
  required?: boolean;
  options?: { id: string; text: LocalText }[];
  minChoices?: number;
  maxChoices?: number;
  stars?: number;
  scoreMin?: number;
  scoreMax?: number;
  blanks?: number;
  maxImages?: number;
}

/** The caller's language, else Simplified Chinese (the product's default), else any text there is. */
export function pickText(text: LocalText, language: Language): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text.zh_cn ?? Object.values(text)[0] ?? '';
}

/** A stored column: JSON {language: text} or plain text. */
export function columnText(raw: string, language: Language): string {
  if (!raw.startsWith('{')) return raw;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? pickText(parsed as LocalText, language) : raw;
  } catch {
    return raw;
  }
}

/** The stored questions with every bound filled in: what the rules and the presenter read. */
export function ruleQuestions(raw: string): (RuleQuestion & { source: StoredQuestion })[] {
  const stored = JSON.parse(raw) as StoredQuestion[];
  return stored.map((q) => ({
    id: q.id,
    kind: q.kind,
    required: q.required ?? false,
    options: (q.options ?? []).map((o) => ({ id: o.id })),
    minChoices: q.minChoices ?? 0,
    maxChoices: q.maxChoices ?? 0,
    stars: q.stars ?? 5,
    scoreMin: q.scoreMin ?? 0,
    scoreMax: q.scoreMax ?? 10,
    blanks: q.kind === 'blanks' ? (q.blanks ?? q.options?.length ?? 2) : q.kind === 'blank' ? 1 : 0,
    maxImages: Math.min(q.maxImages ?? 3, 3),
    source: q,
  }));
}

/** Questions in the caller's language, as the portal receives them. */
export function presentQuestions(raw: string, language: Language): Question[] {
  return ruleQuestions(raw).map(({ source, ...rule }) => ({
    ...rule,
    title: pickText(source.title, language),
    options: (source.options ?? []).map((o) => ({ id: o.id, text: pickText(o.text, language) })),
  }));
}
