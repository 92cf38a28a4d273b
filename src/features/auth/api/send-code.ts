import type { VerificationPurpose } from '../../../../protocol';
import { api } from '../../../lib/api-client';

export interface CodeSent {
  /** Seconds before another code may be requested. */
  resendAfter: number;
}

/** POST /yii/appapi/send-message: text a verification code to a phone. */
export async function sendVerificationCode(params: {
  phone: string;
  countryCode: string;
  purpose: VerificationPurpose;
}): Promise<CodeSent> {
  const { sendCodeCall } = await import('../../../../protocol/calls/auth');
  const { resendAfter } = await api.request(sendCodeCall, params, { quiet: true });
  return { resendAfter: resendAfter > 0 ? resendAfter : 60 };
}
