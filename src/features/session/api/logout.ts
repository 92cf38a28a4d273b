import { api } from '../../../lib/api-client';

/** GET apiSystem/loginout. Quiet: the session store shows its own failure toast. */
export async function logout(): Promise<void> {
  const { logoutCall } = await import('../../../../protocol/calls/auth');
  await api.request(logoutCall, {}, { quiet: true });
}
