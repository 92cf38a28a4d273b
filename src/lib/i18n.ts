import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../protocol';
import { HTML_LANG } from './language';

type LocaleModule = { default: Record<string, unknown> };

/**
 * The strings every page's frame renders (header, footer, overlays, load gate, page titles): the
 * core namespaces, loaded in the visit's likely language as the page starts (decision 0073;
 * src/lib/i18n-core-strings.ts through `setCoreStringsLoader`) and in another language when the user
 * switches to it. Every other area's strings load with the area, in the current language only
 * (a page suspends until they arrive).
 */
export const CORE_NAMESPACES = ['common', 'routes', 'session', 'overlays'] as const;
const areaFiles = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/*/{common,routes,session,overlays}.json',
]);

const LOCALE_PATH = /locales\/([^/]+)\/([^/]+)\.json$/;

/** Every area file's name and the core ones; `common` is the default namespace. */
export const NAMESPACES: readonly string[] = [
  ...new Set([...CORE_NAMESPACES, ...Object.keys(areaFiles).map((path) => LOCALE_PATH.exec(path)?.[2] ?? 'common')]),
];

type CoreStringsLoader = (language: string, namespace: string) => Promise<Record<string, unknown>> | null;
/** How the core strings are read (src/lib/i18n-core-strings.ts), set by the entry before `initI18n`. */
let coreStringsLoader: CoreStringsLoader | null = null;
let started = false;
/** Every namespace asked for so far: a switch of language fetches them all at once (`applyLanguage`). */
const wanted = new Set<string>(CORE_NAMESPACES);

export function setCoreStringsLoader(loader: CoreStringsLoader): void {
  coreStringsLoader = loader;
}

/** Loads an area's strings for one language on first use (i18next asks for each namespace once). */
const areaBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    wanted.add(namespace);
    const area = areaFiles[`../locales/${language}/${namespace}.json`];
    const load = area ? area().then((module) => module.default) : coreStringsLoader?.(language, namespace);
    if (!load) return callback(null, {});
    load.then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts loading areas' strings before a page asks for them: the first page's, at start-up, in the
 * language the visit is likely to keep (decision 0069; see `likelyLanguage`). i18next's later request for the same file
 * gets the module already loaded; a wrong guess costs one small download.
 */
export function preloadNamespaces(language: Language, namespaces: readonly string[]): void {
  for (const namespace of namespaces) {
    wanted.add(namespace);
    const area = areaFiles[`../locales/${language}/${namespace}.json`];
    void (area ? area() : coreStringsLoader?.(language, namespace))?.catch(() => undefined);
  }
}

/**
 * The language public/boot.js named the first screen in (the last visit's, else the browser's), read
 * from `<html lang>` before the portal sets it: the one the visit most likely keeps once the init
 * call has answered. Null when the page carries no language boot.js wrote.
 */
export function likelyLanguage(htmlLang: string = document.documentElement.lang): Language | null {
  return LANGUAGES.find((language) => HTML_LANG[language] === htmlLang) ?? null;
}

/** The portal's one i18next instance, shared with react-i18next. */
export const i18n: I18n = i18next.createInstance();

/**
 * Start i18next once, in `language`: the core strings come through the loader (a render that needs
 * them before they arrive suspends), or in `resources` (tests pass every string, see
 * src/test/setup.ts). Later calls only switch the language; without one they keep the current one,
 * so the portal started after the sign-in entry (decision 0073) stays in the language it had.
 */
export function initI18n(language?: Language, resources: Resource = {}): I18n {
  const lng = language ?? (started ? currentLanguage() : DEFAULT_LANGUAGE);
  if (!started) {
    started = true;
    void i18n
      .use(areaBackend)
      .use(initReactI18next)
      .init({
        resources,
        // Whatever is not in `resources` comes from the backend when first used.
        partialBundledLanguages: true,
        lng,
        // Every key exists in every language (scripts/check-locales.mjs), so nothing falls back and
        // no second language is downloaded.
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        // Our codes (zh_cn, zh_hant, en_us) are whole names: never fall back to a bare "zh".
        load: 'currentOnly',
        ns: [...CORE_NAMESPACES],
        defaultNS: 'common',
        initAsync: false,
        returnNull: false,
        interpolation: { escapeValue: false },
      });
  }
  applyLanguage(lng);
  return i18n;
}

/** Switch the UI language and keep `<html lang>` in step with it. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) {
    // The new language's core strings and every area's already asked for, in one batch: i18next
    // would load the core first and the page's areas only after it re-renders (decision 0073).
    preloadNamespaces(language, [...wanted]);
    void i18n.changeLanguage(language);
  }
  document.documentElement.lang = HTML_LANG[language];
}

export function currentLanguage(): Language {
  const lng = i18n.language;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}
