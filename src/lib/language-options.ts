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
  /** Which enterprise and user the options are for. */
  key: string;
  /** How to read them (apiSystem/languages/list), set by the session; null before it knows. */
  loader: Loader | null;
  /** The answers read so far, by key (each enterprise and identity is read once). */
  loaded: Record<string, LanguageChoiceOption[]>;
  configure(key: string, loader: Loader): void;
  /** Read the current key's choices unless read or being read; a failure leaves the next call to try again. */
  load(): void;
}

const reading = new Set<string>();

/**
 * Where the switcher's choices come from. The session says how to read them for the current
 * enterprise and user (lib may not import features); the switcher asks for them when it is on
 * screen. Kept here rather than in TanStack Query so the sign-in page's own entry (decision 0073),
 * which has no query client, shows the same switcher.
 */
export const useLanguageOptions = create<LanguageOptionsSource>()((set, get) => ({
  key: '',
  loader: null,
  loaded: {},
  configure(key, loader) {
    if (key !== get().key) set({ key, loader });
  },
  load() {
    const { key, loader, loaded } = get();
    if (!loader || loaded[key] || reading.has(key)) return;
    reading.add(key);
    loader().then(
      (options) => {
        reading.delete(key);
        set({ loaded: { ...get().loaded, [key]: options } });
      },
      () => reading.delete(key),
    );
  },
}));
