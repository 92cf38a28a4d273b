import { CORE_NAMESPACES } from './i18n';

type Strings = Record<string, unknown>;

/*
 * The core strings (common, routes, session, overlays) of one language at a time (decision 0073):
 * both entries (src/main.tsx, src/login-entry/main.tsx) start loading the visit's likely language
 * at once and another only when the user switches to it. The query (`?one-language`, read by
 * vite.config.ts) gives these imports module ids of their own, apart from the eager copies tests
 * and tools read through src/lib/i18n-core.ts.
 */
const files = import.meta.glob<Strings>('../locales/*/{common,routes,session,overlays}.json', {
  query: '?one-language',
  import: 'default',
});

/** One core namespace of one language; null for anything else (i18n.ts's backend then tries the areas). */
export function loadCoreStrings(language: string, namespace: string): Promise<Strings> | null {
  if (!(CORE_NAMESPACES as readonly string[]).includes(namespace)) return null;
  return files[`../locales/${language}/${namespace}.json`]?.() ?? null;
}
