import { useEffect, useState } from 'react';
import type { CountryCode } from '../../../../protocol';
import { FALLBACK_LOGIN_OPTIONS, getCountryCodes, getLoginOptions, type LoginOptions } from '../api/get-login-options';

/** The offline fallback of the country-code select: mainland China only. */
const FALLBACK_CODES: CountryCode[] = [{ code: '+86', iso: 'CN', name: '+86' }];

export interface LoginOptionsState {
  loading: boolean;
  options: LoginOptions;
  countryCodes: CountryCode[];
}

interface Answers {
  language: string;
  options: LoginOptions | null;
  codes: CountryCode[] | null;
}

/**
 * The login card's options and the country codes, read once per language while the card is on
 * screen. A failed read falls back to password sign-in only, which every enterprise supports.
 * Plain state rather than TanStack Query: the sign-in page's own entry has no query client
 * (decision 0073), and nothing else reads these answers.
 */
export function useLoginOptions(language: string): LoginOptionsState {
  const [answers, setAnswers] = useState<Answers>({ language, options: null, codes: null });
  useEffect(() => {
    let live = true;
    // No retry: the card shows at once with the fallback rather than waiting on a second try.
    const settle = (part: 'options' | 'codes', value: LoginOptions | CountryCode[]) => {
      if (!live) return;
      // The first answer in a new language starts that language's pair afresh.
      setAnswers((now) => ({
        ...(now.language === language ? now : { language, options: null, codes: null }),
        [part]: value,
      }));
    };
    getLoginOptions().then(
      (options) => settle('options', options),
      () => settle('options', FALLBACK_LOGIN_OPTIONS),
    );
    getCountryCodes().then(
      (codes) => settle('codes', codes),
      () => settle('codes', []),
    );
    return () => {
      live = false;
    };
  }, [language]);
  const current = answers.language === language ? answers : { options: null, codes: null };
  return {
    loading: current.options === null || current.codes === null,
    options: current.options ?? FALLBACK_LOGIN_OPTIONS,
    countryCodes: current.codes && current.codes.length > 0 ? current.codes : FALLBACK_CODES,
  };
}
