import { Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CHOICES, type LanguageChoice } from '../../protocol';
import { isLanguageChoice } from '../lib/language';

export interface LanguageSwitcherProps {
  value: LanguageChoice;
  onChange: (choice: LanguageChoice) => void;
}

/** Pick auto / 简体中文 / 繁體中文 / English. Whether to show it is the caller's rule. */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  return (
    <Select
      aria-label={t('language')}
      className="lp-language-switcher"
      size="small"
      value={value}
      onChange={(next: unknown) => isLanguageChoice(next) && onChange(next)}
      options={LANGUAGE_CHOICES.map((choice) => ({ value: choice, label: t(`languages.${choice}`) }))}
      triggerProps={{ autoAlignPopupWidth: false }}
    />
  );
}
