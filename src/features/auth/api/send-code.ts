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
  const data = await api.call<{ resendAfter?: unknown }>(
    '/send-message',
    { ...params },
    { method: 'POST', quiet: true },
  );
  const resendAfter = Number(data?.resendAfter);
  return { resendAfter: Number.isFinite(resendAfter) && resendAfter > 0 ? resendAfter : 60 };
}
