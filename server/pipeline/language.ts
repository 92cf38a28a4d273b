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
