import type { Resource } from 'i18next';

type LocaleModule = { default: Record<string, unknown> };

/*
 * The core strings of all three languages, bundled with the portal's start-up chunk (src/main.tsx
 * hands them to src/lib/i18n.ts). Kept out of i18n.ts so the sign-in page's own entry
 * (src/login-entry, decision 0073) can share i18n.ts and load one language only.
 */
const coreFiles = import.meta.glob<LocaleModule>('../locales/*/{common,routes,session,overlays}.json', { eager: true });
const areaFiles = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/*/{common,routes,session,overlays}.json',
]);

const LOCALE_PATH = /locales\/([^/]+)\/([^/]+)\.json$/;

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
