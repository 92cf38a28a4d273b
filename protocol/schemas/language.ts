import { z } from 'zod';
import { LANGUAGE_CHOICES, LANGUAGES } from '../constants';

/** apiSystem/languages/list takes nothing beyond the envelope. */
export const listLanguagesSchema = z.object({});

/**
 * POST /v1/user/languages/switch. The parameter is `lang`, not `language`: `language` is an
 * envelope field (the language of this request's messages) and may not be reused by a call.
 */
export const switchLanguageSchema = z.object({
  lang: z.enum(LANGUAGE_CHOICES),
});
export type SwitchLanguageInput = z.infer<typeof switchLanguageSchema>;

/** One choice of the switcher: `auto` or a language, with the name to show for it. */
export const languageOptionSchema = z.object({
  value: z.enum(LANGUAGE_CHOICES),
  /** A language's own name in itself (简体中文, 繁體中文, English); `auto` in the caller's language. */
  name: z.string(),
});
export type LanguageOption = z.infer<typeof languageOptionSchema>;

/** What apiSystem/languages/list answers. */
export const languageListSchema = z.object({
  /** The enterprise's switch_language: 'N' means Chinese is forced and no switcher is shown. */
  switchLanguage: z.enum(['Y', 'N']),
  /** The enterprise's default language. */
  defaultLanguage: z.enum(LANGUAGES),
  /** The choices to offer, `auto` first; only the default language when switching is off. */
  languages: z.array(languageOptionSchema),
  /** The signed-in member's saved choice; null for visitors (their choice stays in the browser). */
  selected: z.enum(LANGUAGE_CHOICES).nullable(),
});
export type LanguageList = z.infer<typeof languageListSchema>;

/** What POST /v1/user/languages/switch answers: the choice now saved. */
export const languageSwitchedSchema = z.object({
  languageSelected: z.enum(LANGUAGE_CHOICES),
});
export type LanguageSwitched = z.infer<typeof languageSwitchedSchema>;

/** The `auto` choice, named in the language of the request. */
export const AUTO_LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  zh_cn: '自动',
  zh_hant: '自動',
  en_us: 'Automatic',
};
