import { create } from 'zustand';
import type { LanguageChoice } from '../../protocol';

/** A language the switcher offers, with its own name (简体中文, 繁體中文, English). */
export interface LanguageChoiceOption {
  value: LanguageChoice;
  /** Empty for `auto`: it is named in the current UI language. */
  name: string;
}

type Loader = () => Promise<LanguageChoiceOption[]>;

interface LanguageOptionsSource {
  /** Which enterprise and user the options are for: part of the query key. */
  key: string;
  /** How to read them (apiSystem/languages/list), set by the session; null before it knows. */
  loader: Loader | null;
  configure(key: string, loader: Loader): void;
}

/**
 * Where the switcher's choices come from. The session says how to read them for the current
 * enterprise and user (lib may not import features); the switcher reads them through TanStack
 * Query (`languageOptionsKey`), so they are cached and shared like any other server state.
 */
export const useLanguageOptions = create<LanguageOptionsSource>()((set, get) => ({
  key: '',
  loader: null,
  configure(key, loader) {
    if (key !== get().key) set({ key, loader });
  },
}));

export const languageOptionsKey = (key: string) => ['language-options', key] as const;
