import { sendCodeCall } from '../../../protocol/calls/auth';
import { ErrorCode } from '../../../protocol';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import type { CallRegistry } from '../../pipeline/call-registry';
import { requireLoginType } from './login-types.service';
import { CODE_LIFETIME_MS, issueVerificationCode } from './verification-code.service';

export function registerVerificationCodeCalls(registry: CallRegistry): void {
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
}
