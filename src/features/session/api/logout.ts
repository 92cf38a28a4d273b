import { api } from '../../../lib/api-client';

/** GET apiSystem/loginout. Quiet: the session store shows its own failure toast. */
export async function logout(): Promise<void> {
  await api.call<unknown>('apiSystem/loginout', {}, { quiet: true });
}
