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
  const data = await api.call<Record<string, unknown> | null>('/v1/pcweb/get-pcweb-login-type', {}, { quiet: true });
  const types = Array.isArray(data?.loginTypes)
    ? data.loginTypes.filter((t): t is LoginType => PC_WEB_LOGIN_TYPES.includes(t as LoginType))
    : [];
  const mode = data?.registerMode;
  const policy = String(data?.passwordPolicy ?? '');
  return {
    loginTypes: types.length > 0 ? types : ['password'],
    registerMode: mode === 'inline' || mode === 'external' ? mode : 'none',
    registerUrl: typeof data?.registerUrl === 'string' ? data.registerUrl : '',
    passwordPolicy: isPasswordPolicy(policy) ? policy : DEFAULT_PASSWORD_POLICY,
  };
}

/** POST /v1/tel/country-code: calling codes with names in the current language. */
export async function getCountryCodes(): Promise<CountryCode[]> {
  const data = await api.call<unknown>('/v1/tel/country-code', {}, { method: 'POST', quiet: true });
  if (!Array.isArray(data)) return [];
  return data.filter(
    (c): c is CountryCode =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as CountryCode).code === 'string' &&
      typeof (c as CountryCode).name === 'string',
  );
}
