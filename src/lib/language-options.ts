import { create } from 'zustand';
import type { LanguageChoice } from '../../protocol';

/** A language the switcher offers, with its own name (简体中文, 繁體中文, English). */
export interface LanguageChoiceOption {
  value: LanguageChoice;
  /** Empty for `auto`: it is named in the current UI language. */
  name: string;
}

interface LanguageOptionsState {
  /** From apiSystem/languages/list; null until it answers (the switcher then offers every choice). */
  options: LanguageChoiceOption[] | null;
  /** Which enterprise and user the options were read for. */
  key: string;
  setOptions(key: string, options: LanguageChoiceOption[] | null): void;
}

/** The switcher's choices, kept in lib so the shared switcher can read them without an API call. */
export const useLanguageOptions = create<LanguageOptionsState>()((set) => ({
  options: null,
  key: '',
  setOptions: (key, options) => set({ key, options }),
}));
