import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../protocol';

/** The language for server messages: the envelope's, or for `auto` the Accept-Language header. */
export function resolveLanguage(envelopeLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  if (envelopeLanguage && (LANGUAGES as readonly string[]).includes(envelopeLanguage))
    return envelopeLanguage as Language;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return 'zh_hant';
  if (first.startsWith('zh')) return 'zh_cn';
  if (first.startsWith('en')) return 'en_us';
  return DEFAULT_LANGUAGE;
}

const ZOD_LOCALES = { zh_cn: z.locales.zhCN, zh_hant: z.locales.zhTW, en_us: z.locales.en } as const;
const errorMaps = new Map<Language, z.core.$ZodErrorMap>();

/** zod's own wording of input problems in the caller's language (its locales are built once). */
export function inputErrorLocale(language: Language): z.core.$ZodErrorMap {
  let map = errorMaps.get(language);
  if (!map) {
    map = ZOD_LOCALES[language]().localeError;
    errorMaps.set(language, map);
  }
  return map;
}
