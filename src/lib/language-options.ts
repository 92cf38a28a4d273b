import { create } from 'zustand';
import type { LanguageChoice } from '../../protocol';

/** A language the switcher offers, with its own name (简体中文, 繁體中文, English). */
export interface LanguageChoiceOption {
  value: LanguageChoice;
  /** Empty for `auto`: it is named in the current UI language. */
  name: string;
}

type Loader = () => Promise<LanguageChoiceOption[]>;

interface LanguageOptionsState {
  /** From apiSystem/languages/list; null until it answers (the switcher then offers every choice). */
  options: LanguageChoiceOption[] | null;
  /** Which enterprise and user the options are for. */
  key: string;
  loader: Loader | null;
  /** The key a load was started for, so each key is read once. */
  loadedKey: string;
  /** The session says how to read the options for the current enterprise and user. */
  configure(key: string, loader: Loader): void;
  /** Read them if not read yet — called by a switcher on screen, so pages without one call nothing. */
  ensure(): void;
}

/** The switcher's choices, kept in lib so the shared switcher can read them without an API call of its own. */
export const useLanguageOptions = create<LanguageOptionsState>()((set, get) => ({
  options: null,
  key: '',
  loader: null,
  loadedKey: '',
  configure(key, loader) {
    if (key !== get().key) set({ key, loader, options: null, loadedKey: '' });
  },
  ensure() {
    const { key, loader, loadedKey } = get();
    if (!loader || loadedKey === key) return;
    set({ loadedKey: key });
    loader().then(
      (options) => get().key === key && set({ options }),
      // Quiet on purpose: the built-in list stays, and the next switcher on screen retries.
      () => get().key === key && set({ loadedKey: '' }),
    );
  },
}));
