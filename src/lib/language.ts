import { DEFAULT_LANGUAGE, LANGUAGE_CHOICES, type Language, type LanguageChoice } from '../../protocol';
import { readStored, writeStored } from './storage';

/** localStorage key of the user's language choice. */
export const LANGUAGE_CHOICE_KEY = 'lp:language';

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return typeof value === 'string' && (LANGUAGE_CHOICES as readonly string[]).includes(value);
}

/** The stored choice; `auto` when none or when the stored value is unknown. */
export function readLanguageChoice(): LanguageChoice {
  const stored = readStored('local', LANGUAGE_CHOICE_KEY);
  return isLanguageChoice(stored) ? stored : 'auto';
}

export function writeLanguageChoice(choice: LanguageChoice): void {
  writeStored('local', LANGUAGE_CHOICE_KEY, choice);
}

/** `auto`: Traditional Chinese for zh-TW / zh-HK / zh-MO / zh-Hant*, other Chinese → zh_cn, else English. */
export function languageFromNavigator(tag: string | undefined): Language {
  const lower = (tag ?? '').toLowerCase().replace(/_/g, '-');
  if (!lower.startsWith('zh')) return 'en_us';
  if (/^zh-(tw|hk|mo)\b/.test(lower) || lower.includes('hant')) return 'zh_hant';
  return 'zh_cn';
}

export interface LanguageInputs {
  /** Enterprise `switch_language`; undefined before the enterprise is known. */
  switchLanguage: 'Y' | 'N' | undefined;
  eid: number;
  choice: LanguageChoice;
  navigatorLanguage: string | undefined;
}

/**
 * Spec 000 §4: Chinese is forced when the enterprise turned language switching off or
 * there is no enterprise (eid 0); otherwise the user's choice, `auto` following the browser.
 */
export function effectiveLanguage(inputs: LanguageInputs): Language {
  if (inputs.switchLanguage === 'N' || inputs.eid === 0) return DEFAULT_LANGUAGE;
  if (inputs.choice !== 'auto') return inputs.choice;
  return languageFromNavigator(inputs.navigatorLanguage);
}

/** The BCP 47 tag for `<html lang>`. */
export const HTML_LANG: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-Hant', en_us: 'en' };
