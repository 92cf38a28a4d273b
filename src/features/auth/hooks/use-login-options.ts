import { useQuery } from '@tanstack/react-query';
import type { CountryCode } from '../../../../protocol';
import { FALLBACK_LOGIN_OPTIONS, getCountryCodes, getLoginOptions, type LoginOptions } from '../api/get-login-options';
import { authKeys } from '../api/query-keys';

/** The offline fallback of the country-code select: mainland China only. */
const FALLBACK_CODES: CountryCode[] = [{ code: '+86', iso: 'CN', name: '+86' }];

export interface LoginOptionsState {
  loading: boolean;
  options: LoginOptions;
  countryCodes: CountryCode[];
}

/**
 * The login card's options and the country codes, read once per language. A failed read
 * falls back to password sign-in only, which every enterprise supports.
 */
export function useLoginOptions(language: string): LoginOptionsState {
  // No retry: the card shows at once with the fallback rather than waiting on a second try.
  const options = useQuery({ queryKey: authKeys.loginOptions(language), queryFn: getLoginOptions, retry: false });
  const codes = useQuery({ queryKey: authKeys.countryCodes(language), queryFn: getCountryCodes, retry: false });
  return {
    loading: options.isPending || codes.isPending,
    options: options.data ?? FALLBACK_LOGIN_OPTIONS,
    countryCodes: codes.data && codes.data.length > 0 ? codes.data : FALLBACK_CODES,
  };
}
