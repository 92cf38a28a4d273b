import type { Language } from '../../../protocol';

/** A medal's name is stored as JSON {language: name}; fall back to Chinese, then English, then any. */
export function localizedName(json: string, language: Language): string {
  try {
    const names = JSON.parse(json) as Record<string, unknown>;
    const pick = [names[language], names.zh_cn, names.en_us, ...Object.values(names)].find(
      (v) => typeof v === 'string' && v !== '',
    );
    return typeof pick === 'string' ? pick : '';
  } catch {
    return json;
  }
}
