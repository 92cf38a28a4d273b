import { DEFAULT_LANGUAGE, LANGUAGE_CHOICES, type Language, type LanguageChoice } from '../../protocol';
import { readStored, writeStored } from './storage';

/** localStorage key of the language chosen on this device. */
export const LANGUAGE_CHOICE_KEY = 'lp:language';

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return typeof value === 'string' && (LANGUAGE_CHOICES as readonly string[]).includes(value);
}

/** The choice made on this device, or null when none was made (or the stored value is unknown). */
export function readStoredLanguageChoice(): LanguageChoice | null {
  const stored = readStored('local', LANGUAGE_CHOICE_KEY);
  return isLanguageChoice(stored) ? stored : null;
}

/** The stored choice; `auto` when none. */
export function readLanguageChoice(): LanguageChoice {
  return readStoredLanguageChoice() ?? 'auto';
}

export function writeLanguageChoice(choice: LanguageChoice): void {
  writeStored('local', LANGUAGE_CHOICE_KEY, choice);
}

/**
 * A language code as gateways and older clients write it, onto our three languages: the message
 * sets zh, en, zh_tw and zh_hk (spec 000 §3) and BCP 47 tags (zh-CN, zh-SG, zh-TW, zh-HK, zh-MO,
 * zh-Hant…, en-*). Null for anything else, so callers decide the fallback.
 */
export function normalizeLanguage(code: string | null | undefined): Language | null {
  const lower = (code ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  if (lower === 'en-us' || lower === 'en' || lower.startsWith('en-')) return 'en_us';
  if (lower === 'zh-hant' || lower.startsWith('zh-hant-')) return 'zh_hant';
  if (lower === 'zh-hans' || lower.startsWith('zh-hans-')) return 'zh_cn';
  if (/^zh-(tw|hk|mo)(-|$)/.test(lower)) return 'zh_hant';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh_cn';
  return null;
}

/**
 * `auto`: the first of the browser's preferred languages we offer (zh-TW/HK/MO and zh-Hant* →
 * Traditional, other Chinese → Simplified, en-* → English); none of them → Simplified Chinese,
 * the product's default.
 */
export function languageFromNavigator(tags: string | readonly string[] | undefined): Language {
  const list = typeof tags === 'string' ? [tags] : (tags ?? []);
  for (const tag of list) {
    const language = normalizeLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The browser's preferred languages, most preferred first. */
export function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export interface LanguageInputs {
  /** Enterprise `switch_language`; undefined before the enterprise is known. */
  switchLanguage: 'Y' | 'N' | undefined;
  eid: number;
  choice: LanguageChoice;
  navigatorLanguage: string | readonly string[] | undefined;
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

export interface ChoiceInputs {
  /** What was chosen on this device (readStoredLanguageChoice). */
  stored: LanguageChoice | null;
  /** The member's choice saved on the server (init call `languageSelected`). */
  saved: string | null | undefined;
  signedIn: boolean;
}

/**
 * Which choice applies (decision 0006): a choice made on this device wins, since it is the
 * latest thing this person asked for here; otherwise a signed-in member's saved choice follows
 * them from other devices; otherwise `auto`.
 */
export function resolveLanguageChoice({ stored, saved, signedIn }: ChoiceInputs): LanguageChoice {
  if (stored) return stored;
  if (signedIn && isLanguageChoice(saved)) return saved;
  if (signedIn) {
    // Older gateways save message-set codes (zh, en, zh_tw, zh_hk).
    const normalized = normalizeLanguage(saved);
    if (normalized) return normalized;
  }
  return 'auto';
}

/**
 * The BCP 47 tag for `<html lang>`. Traditional Chinese is zh-TW, not zh-Hant or zh-HK: its texts
 * use Taiwan's words (登入, 影片, 網路, 檔案), and screen readers pick a voice by region — zh-TW
 * a Mandarin one, zh-HK a Cantonese one; a bare script tag is matched by fewer of them (decision 0044).
 */
export const HTML_LANG: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-TW', en_us: 'en' };
