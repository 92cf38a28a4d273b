import type { VerificationPurpose } from '../../../../protocol';
import { api } from '../../../lib/api-client';

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
  // Both load on the first send, not with /login (its start-up chunk is at its budget).
  const [{ sendCodeCall }, { withSliderCheck }] = await Promise.all([
    import('../../../../protocol/calls/auth'),
    import('../../../lib/slider-gate'),
  ]);
  const { resendAfter } = await withSliderCheck((sliderTicket) =>
    api.request(sendCodeCall, { ...params, ...(sliderTicket ? { sliderTicket } : {}) }, { quiet: true }),
  );
  return { resendAfter: resendAfter > 0 ? resendAfter : 60 };
}
