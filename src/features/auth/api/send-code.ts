import type { VerificationPurpose } from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { withSliderCheck } from '../../../lib/slider-gate';

export interface CodeSent {
  /** Seconds before another code may be requested. */
  resendAfter: number;
}

/** POST /yii/appapi/send-message: text a verification code to a phone (after a slider check when the server asks). */
export async function sendVerificationCode(params: {
  phone: string;
  countryCode: string;
  purpose: VerificationPurpose;
}): Promise<CodeSent> {
  const { sendCodeCall } = await import('../../../../protocol/calls/auth');
  const { resendAfter } = await withSliderCheck((sliderTicket) =>
    api.request(sendCodeCall, { ...params, ...(sliderTicket ? { sliderTicket } : {}) }, { quiet: true }),
  );
  return { resendAfter: resendAfter > 0 ? resendAfter : 60 };
}
