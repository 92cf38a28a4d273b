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

/**
 * The login card's options and the country codes, loaded once per language. A failed load
 * falls back to password sign-in only, which every enterprise supports.
 */
export function useLoginOptions(language: string): LoginOptionsState {
  const [state, setState] = useState<LoginOptionsState>({
    loading: true,
    options: FALLBACK_LOGIN_OPTIONS,
    countryCodes: FALLBACK_CODES,
  });
  useEffect(() => {
    let live = true;
    void Promise.allSettled([getLoginOptions(), getCountryCodes()]).then(([options, codes]) => {
      if (!live) return;
      setState({
        loading: false,
        options: options.status === 'fulfilled' ? options.value : FALLBACK_LOGIN_OPTIONS,
        countryCodes: codes.status === 'fulfilled' && codes.value.length > 0 ? codes.value : FALLBACK_CODES,
      });
    });
    return () => {
      live = false;
    };
  }, [language]);
  return state;
}
