import {
  agreementCall,
  joinPublicOrganisationCall,
  registerCall,
  resetPasswordCall,
} from '../../../protocol/calls/auth';
import { ErrorCode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import type { CallRegistry } from '../../pipeline/call-registry';
import { presentUser, signedInResult } from '../../pipeline/present-user';
import { presentAgreement, storedAgreement } from './agreement.service';
import { joinPublicOrganisation } from './puborg.service';
import { register } from './register.service';
import { resetPassword } from './reset-password.service';

export function registerSignUpCalls(registry: CallRegistry): void {
  /** The enterprise's user agreement, in the caller's language. */
  registry.serve(agreementCall, {
    access: 'public',
    handler: async (ctx) => ({ data: presentAgreement(ctx.enterprise, await storedAgreement(ctx), ctx.language) }),
  });

  /** Self sign-up with a verified phone; signs the new user in. */
  registry.serve(registerCall, {
    access: 'public',
    handler: async (ctx, input) => {
      return signedInResult(
        await register(ctx.db, { enterprise: ctx.enterprise, ...input, language: ctx.language, now: ctx.clock.now() }),
      );
    },
  });

  /** Forgotten password: set a new one with a code sent to the account's phone. */
  registry.serve(resetPasswordCall, {
    access: 'public',
    handler: async (ctx, input) => {
      await resetPassword(ctx.db, {
        enterprise: ctx.enterprise,
        ...input,
        language: ctx.language,
        now: ctx.clock.now(),
      });
      return { data: { reset: true }, userinfo: null };
    },
  });

  /**
   * A signed-in person joins the public organisation named by the envelope's eid. Public
   * access: the caller is by definition not yet a member, so the tenant wall cannot apply.
   */
  registry.serve(joinPublicOrganisationCall, {
    access: 'public',
    handler: async (ctx) => {
      if (!ctx.user) throw new AppError(ErrorCode.UNAUTHORIZED);
      const { user, token } = await joinPublicOrganisation(ctx.db, {
        enterprise: ctx.enterprise,
        user: ctx.user,
        now: ctx.clock.now(),
      });
      const info = presentUser(user, token);
      return { data: { ...info, eid: user.eid }, userinfo: info };
    },
  });
}
