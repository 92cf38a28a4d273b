import { z } from 'zod';
import { passwordLoginSchema } from '../../../protocol';
import type { ServerConfig } from '../../config';
import { RateLimiter } from '../../lib/rate-limiter';
import type { CallRegistry } from '../../pipeline/call-registry';
import { loginWithPassword, revokeSession } from './auth.service';
import { presentUser } from './user.presenter';

export function registerAuthCalls(registry: CallRegistry, config: ServerConfig): void {
  const loginLimiter = new RateLimiter(config.loginAttemptLimit, config.loginAttemptWindowMs);

  /** Password sign-in; the request and the response travel AES-sealed (protocol ENCRYPTED_CALLS). */
  registry.register({
    name: 'apiSystem/login',
    method: 'POST',
    access: 'public',
    input: passwordLoginSchema,
    handler: async (ctx, input) => {
      const { user, token } = await loginWithPassword(ctx.db, loginLimiter, {
        enterprise: ctx.enterprise!,
        account: input.account,
        password: input.password,
        ip: ctx.ip,
        now: ctx.clock.now(),
      });
      const info = presentUser(user, token);
      return { data: info, userinfo: info };
    },
  });

  registry.register({
    name: 'apiSystem/getUserInfo',
    method: 'GET',
    access: 'user',
    input: z.object({}),
    handler: async (ctx) => ({ data: presentUser(ctx.user!, ctx.token!) }),
  });

  /** Sign out: revokes the caller's session. Safe to repeat. */
  registry.register({
    name: 'apiSystem/loginout',
    method: 'GET',
    access: 'public',
    input: z.object({}),
    handler: async (ctx) => {
      await revokeSession(ctx.db, ctx.envelope.token, ctx.clock.now());
      return { data: null, userinfo: null };
    },
  });
}
