import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../protocol';
import { HTML_LANG } from './language';

type LocaleModule = { default: Record<string, unknown> };

/**
 * What the start-up chunk renders (header, footer, overlays, load gate, page titles) is bundled
 * in all three languages, so the first screen is translated without waiting. Every other area's
 * strings load with the area, in the current language only (a page suspends until they arrive).
 */
export const CORE_NAMESPACES = ['common', 'routes', 'session', 'overlays'] as const;
const coreFiles = import.meta.glob<LocaleModule>('../locales/*/{common,routes,session,overlays}.json', { eager: true });
const areaFiles = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/*/{common,routes,session,overlays}.json',
]);

const LOCALE_PATH = /locales\/([^/]+)\/([^/]+)\.json$/;

/** Every area file's name; `common` is the default namespace. */
export const NAMESPACES: readonly string[] = [
  ...new Set(
    [...Object.keys(coreFiles), ...Object.keys(areaFiles)].map((path) => LOCALE_PATH.exec(path)?.[2] ?? 'common'),
  ),
];

function addFile(resources: Resource, path: string, content: Record<string, unknown>): void {
  const match = LOCALE_PATH.exec(path);
  if (!match) return;
  const [, lng, ns] = match as unknown as [string, string, string];
  resources[lng] = { ...resources[lng], [ns]: content };
}

/** The bundled (core) strings of every language. */
export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(coreFiles)) addFile(resources, path, module.default);
  return resources;
}

/** Every string of every language, core and areas (tests and tools; the portal loads areas lazily). */
export async function loadAllResources(): Promise<Resource> {
  const resources = buildResources();
  for (const [path, load] of Object.entries(areaFiles)) addFile(resources, path, (await load()).default);
  return resources;
}

/** Loads an area's strings for one language on first use (i18next asks for each namespace once). */
const areaBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = areaFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
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
  for (const namespace of namespaces)
    void areaFiles[`../locales/${language}/${namespace}.json`]?.().catch(() => undefined);
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
 * Initialise synchronously with the core strings, so the first render is already translated;
 * `resources` replaces them (tests pass every string, see src/test/setup.ts).
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE, resources: Resource = buildResources()): I18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(areaBackend)
      .use(initReactI18next)
      .init({
        resources,
        // Core strings are bundled, area strings come from the backend when first used.
        partialBundledLanguages: true,
        lng: language,
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
