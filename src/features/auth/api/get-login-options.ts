import {
  DEFAULT_PASSWORD_POLICY,
  PC_WEB_LOGIN_TYPES,
  isPasswordPolicy,
  type CountryCode,
  type LoginType,
  type PasswordPolicy,
} from '../../../../protocol';
import { api } from '../../../lib/api-client';

export interface LoginOptions {
  /** The tabs of the login card, in order. */
  loginTypes: LoginType[];
  registerMode: 'inline' | 'external' | 'none';
  registerUrl: string;
  passwordPolicy: PasswordPolicy;
}

export const FALLBACK_LOGIN_OPTIONS: LoginOptions = {
  loginTypes: ['password'],
  registerMode: 'none',
  registerUrl: '',
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
};

/** GET /v1/pcweb/get-pcweb-login-type: what the PC login card shows for this enterprise. */
export async function getLoginOptions(): Promise<LoginOptions> {
  const { pcWebLoginTypesCall } = await import('../../../../protocol/calls/auth');
  const data = await api.request(pcWebLoginTypesCall, {}, { quiet: true });
  // Only the tabs this card can show; a policy this portal does not know falls back to the default.
  const types = data.loginTypes.filter((t) => PC_WEB_LOGIN_TYPES.includes(t));
  return {
    loginTypes: types.length > 0 ? types : ['password'],
    registerMode: data.registerMode,
    registerUrl: data.registerUrl,
    passwordPolicy: isPasswordPolicy(data.passwordPolicy) ? data.passwordPolicy : DEFAULT_PASSWORD_POLICY,
  };
}

/** POST /v1/tel/country-code: calling codes with names in the current language. */
export async function getCountryCodes(): Promise<CountryCode[]> {
  const { countryCodesCall } = await import('../../../../protocol/calls/auth');
  return api.request(countryCodesCall, {}, { quiet: true });
}
