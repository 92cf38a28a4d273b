import type { Language } from '../../../protocol';

/**
 * A title in the reader's language: trainings keep JSON {zh_cn, zh_hant, en_us}; other items
 * plain text, shown as it is. Falls back to Simplified Chinese, then to any language given.
 */
export function localised(text: string, language: Language): string {
  if (!text.startsWith('{')) return text;
  try {
    const texts = JSON.parse(text) as Partial<Record<Language, unknown>>;
    if (typeof texts !== 'object' || texts === null) return text;
    const pick = texts[language] ?? texts.zh_cn ?? Object.values(texts).find((v) => typeof v === 'string' && v);
    return typeof pick === 'string' ? pick : text;
  } catch {
    return text;
  }
}
