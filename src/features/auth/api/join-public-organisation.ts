import type { UserInfo } from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { signedInUser } from './login';

/**
 * POST apiPuborg/addPuborg: the signed-in person joins the public organisation being
 * viewed (decision 0008); answers with their new account there, signed in.
 */
export async function joinPublicOrganisation(): Promise<UserInfo> {
  const { joinPublicOrganisationCall } = await import('../../../../protocol/calls/auth');
  return signedInUser(await api.request(joinPublicOrganisationCall));
}
