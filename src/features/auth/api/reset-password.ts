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
  const { resetPasswordCall } = await import('../../../../protocol/calls/auth');
  await api.request(resetPasswordCall, request, { quiet: true });
}
