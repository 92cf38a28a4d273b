import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../protocol';
import { HTML_LANG } from './language';

/** Every `src/locales/<lng>/<area>.json`, bundled: a new area file needs no registration. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

/** Every area file's name; `common` is the default namespace. */
export const NAMESPACES: readonly string[] = [...new Set(Object.keys(files).map((path) => /([^/]+)\.json$/.exec(path)?.[1] ?? 'common'))];

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] = { ...resources[lng], [ns]: module.default };
  }
  return resources;
}

/** The portal's one i18next instance, shared with react-i18next. */
export const i18n: I18n = i18next.createInstance();

/** Initialise synchronously (resources are bundled), so the first render is already translated. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: buildResources(),
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // Our codes (zh_cn, zh_hant, en_us) are whole names: never fall back to a bare "zh".
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      initAsync: false,
      returnNull: false,
      interpolation: { escapeValue: false },
    });
  }
  applyLanguage(language);
  return i18n;
}

/** Switch the UI language and keep `<html lang>` in step with it. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

export function currentLanguage(): Language {
  const lng = i18n.language;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}
