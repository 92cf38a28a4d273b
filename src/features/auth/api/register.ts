import type { UserInfo } from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { signedInUser } from './login';

export interface RegisterRequest {
  phone: string;
  countryCode: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
}

/** POST apiSystem/register: sign up with a verified phone; answers with the signed-in user. */
export async function register(request: RegisterRequest): Promise<UserInfo> {
  const { registerCall } = await import('../../../../protocol/calls/auth');
  return signedInUser(await api.request(registerCall, { ...request, agree: 'Y' }, { quiet: true }));
}
