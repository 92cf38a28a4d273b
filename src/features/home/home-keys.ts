import type { IndexListKind } from '../../../protocol';

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
