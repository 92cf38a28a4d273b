import { getUserInfoCall, loginCall, logoutCall } from '../../../protocol/calls/auth';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { loginWithCode } from './login-code.service';
import { signInRules } from './sign-in-limits';
import { loginWithPassword, revokeSession } from './sign-in.service';
import { presentUser, signedInResult } from '../../pipeline/present-user';

export function registerSignInCalls(registry: CallRegistry, config: ServerConfig): void {
  // Counted in the database (decision 0034): the limits hold under bursts and across processes.
  const loginRules = signInRules(config);

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
          ? await loginWithCode(ctx.db, loginRules, {
              ...base,
              phone: input.phone!,
              countryCode: input.countryCode,
              code: input.code!,
            })
          : await loginWithPassword(ctx.db, loginRules, {
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
