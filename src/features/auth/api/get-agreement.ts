import type { Agreement } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/** GET apiSystem/getAgreement: the enterprise's user agreement in the current language (HTML, unsanitised). */
export async function getAgreement(): Promise<Agreement> {
  const { agreementCall } = await import('../../../../protocol/calls/auth');
  return api.request(agreementCall, {}, { quiet: true });
}
