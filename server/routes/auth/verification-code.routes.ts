import { sendCodeCall, sliderChallengeCall, sliderVerifyCall } from '../../../protocol/calls/auth';
import { ErrorCode, phoneKey } from '../../../protocol';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import type { CallRegistry } from '../../pipeline/call-registry';
import { requireLoginType } from './login-types.service';
import {
  answerSliderChallenge,
  createSliderChallenge,
  requireSliderWhenDue,
  type SliderThresholds,
} from './slider.service';
import { CODE_LIFETIME_MS, issueVerificationCode } from './verification-code.service';

export function registerVerificationCodeCalls(registry: CallRegistry, slider: SliderThresholds): void {
  /**
   * POST /yii/appapi/send-message: send a verification code by text message. Answers the
   * same whether or not a login/reset number has an account (decision 0004).
   */
  registry.serve(sendCodeCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const enterprise = ctx.enterprise;
      const now = ctx.clock.now();
      // No text messages (they cost money) for what the enterprise would refuse anyway.
      const refusal = enterpriseRefusal(enterprise, now);
      if (refusal) throw refusal;
      if (input.purpose === 'login') requireLoginType(enterprise, 'code');
      if (input.purpose === 'register' && enterprise.show_user_register !== 'Y')
        throw new AppError(ErrorCode.REGISTRATION_CLOSED);
      // Changing the phone is for the signed-in member only (/editor/phonenumber).
      if (input.purpose === 'change_phone' && (!ctx.user || ctx.user.eid !== enterprise.id))
        throw new AppError(ErrorCode.UNAUTHORIZED);
      // After repeated sends a person proves they are one with the slider check (decision 0037).
      await requireSliderWhenDue(ctx.db, {
        phone: phoneKey(input.countryCode, input.phone),
        ip: ctx.ip,
        ticket: input.sliderTicket,
        now,
        thresholds: slider,
      });
      await issueVerificationCode(ctx.db, {
        eid: enterprise.id,
        phone: input.phone,
        countryCode: input.countryCode,
        purpose: input.purpose,
        ip: ctx.ip,
        now,
        log: ctx.log,
        language: ctx.language,
        resendIntervalMs: ctx.config.codeResendIntervalMs,
      });
      return {
        data: { sent: true, resendAfter: ctx.config.codeResendIntervalMs / 1000, expiresIn: CODE_LIFETIME_MS / 1000 },
      };
    },
  });

  /** A slider puzzle (decision 0037): asked for when a code send answers SLIDER_REQUIRED. */
  registry.serve(sliderChallengeCall, {
    access: 'public',
    handler: async (ctx) => ({
      data: await createSliderChallenge(ctx.db, { eid: ctx.enterprise.id, ip: ctx.ip }, ctx.clock.now()),
    }),
  });

  /** One answer per puzzle; a right one answers the ticket the next send carries. */
  registry.serve(sliderVerifyCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await answerSliderChallenge(ctx.db, input, ctx.clock.now()) }),
  });
}
