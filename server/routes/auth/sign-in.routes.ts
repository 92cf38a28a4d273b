import { getUserInfoCall, loginCall, logoutCall } from '../../../protocol/calls/auth';
import type { ServerConfig } from '../../config';
import { RateLimiter } from '../../lib/rate-limiter';
import type { CallRegistry } from '../../pipeline/call-registry';
import { loginWithCode } from './login-code.service';
import { loginWithPassword, revokeSession } from './sign-in.service';
import { presentUser, signedInResult } from '../../pipeline/present-user';

export function registerSignInCalls(registry: CallRegistry, config: ServerConfig): void {
  const loginLimiter = new RateLimiter(config.loginAttemptLimit, config.loginAttemptWindowMs);

  /**
   * Sign-in by password (account + password) or by login code (phone + code); the request
   * and the response travel AES-sealed (protocol ENCRYPTED_CALLS).
   */
  registry.serve(loginCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const base = { enterprise: ctx.enterprise, ip: ctx.ip, now: ctx.clock.now() };
      return signedInResult(
        input.loginType === 'code'
          ? await loginWithCode(ctx.db, loginLimiter, {
              ...base,
              phone: input.phone!,
              countryCode: input.countryCode,
              code: input.code!,
            })
          : await loginWithPassword(ctx.db, loginLimiter, {
              ...base,
              account: input.account!,
              password: input.password!,
            }),
      );
    },
  });

  registry.serve(getUserInfoCall, {
    access: 'user',
    handler: async (ctx) => ({ data: presentUser(ctx.user, ctx.token) }),
  });

  /** Sign out: revokes the caller's session. Safe to repeat. */
  registry.serve(logoutCall, {
    access: 'public',
    handler: async (ctx) => {
      await revokeSession(ctx.db, ctx.envelope.token, ctx.clock.now());
      return { data: null, userinfo: null };
    },
  });
}
