import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CHOICES, LANGUAGE_NATIVE_NAMES, type LanguageChoice } from '../../protocol';
import { useLanguageOptions, type LanguageChoiceOption } from '../lib/language-options';
import { CompactSelect } from './compact-select';

export interface LanguageSwitcherProps {
  value: LanguageChoice;
  onChange: (choice: LanguageChoice) => void;
  /** The choices to offer; by default those of apiSystem/languages/list, or all of them. */
  options?: LanguageChoiceOption[];
}

/** Pick auto / 简体中文 / 繁體中文 / English. Whether to show it is the caller's rule. */
export function LanguageSwitcher({ value, onChange, options }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  const key = useLanguageOptions((state) => state.key);
  const loader = useLanguageOptions((state) => state.loader);
  const loaded = useLanguageOptions((state) => state.loaded[state.key]);
  const load = useLanguageOptions((state) => state.load);
  // Read once per enterprise and identity, only when a switcher is on screen. Quiet on failure:
  // the built-in list stays, and the next switcher to mount tries again.
  useEffect(() => {
    if (!options && loader !== null) load();
  }, [options, key, loader, load]);
  const choices = options ?? loaded ?? LANGUAGE_CHOICES.map((choice) => ({ value: choice, name: '' }));
  return (
    <CompactSelect<LanguageChoice>
      label={t('language')}
      className="lp-language-switcher"
      value={value}
      onChange={onChange}
      // A language keeps its own name in every UI language; `auto` is named in the current one.
      options={choices.map((choice) => ({
        value: choice.value,
        label: choice.value === 'auto' ? t('languages.auto') : choice.name || LANGUAGE_NATIVE_NAMES[choice.value],
      }))}
    />
  );
}
