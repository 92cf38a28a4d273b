import { api } from '../../../lib/api-client';

export interface ResetPasswordRequest {
  phone: string;
  countryCode: string;
  code: string;
  password: string;
  confirm: string;
}

/** POST apiSystem/resetPassword: set a new password with a code sent to the account's phone. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await api.call<unknown>('apiSystem/resetPassword', { ...request }, { method: 'POST', quiet: true });
}
