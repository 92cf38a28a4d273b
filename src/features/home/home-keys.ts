import type { IndexListKind, Language } from '../../../protocol';

/**
 * Query keys of the home feature. `viewer` (enterprise, user, language) is part of every key:
 * modules and titles differ per audience and language, so a sign-in or a language switch reads
 * afresh instead of showing another viewer's cache.
 */
export const homeKeys = {
  all: ['home'] as const,
  modules: (viewer: string) => ['home', viewer, 'modules'] as const,
  component: (viewer: string, moduleId: number, page: number) => ['home', viewer, 'component', moduleId, page] as const,
  settings: (viewer: string) => ['home', viewer, 'settings'] as const,
  study: (viewer: string) => ['home', viewer, 'study'] as const,
  index: (viewer: string, kind: IndexListKind, page: number) => ['home', viewer, 'index', kind, page] as const,
};

/** The viewer of the keys above: the start-up prefetch and the route must name it alike. */
export function homeViewer(eid: number, userid: string, language: Language | string): string {
  return `${eid}:${userid}:${language}`;
}

/** localStorage: the last visit's module list and first module (first-paint.ts, decision 0074). */
export const HOME_FIRST_PAINT_STORAGE_KEY = 'lp:home-first';
