import { z } from 'zod';
import { ERROR_MESSAGES, ErrorCode } from '../../../protocol';
import type { CallRegistry } from '../../pipeline/call-registry';
import { presentEnterprise } from './enterprise.presenter';
import { findActivePortal } from './enterprise.service';
import { presentUser } from '../../pipeline/present-user';

export function registerEnterpriseCalls(registry: CallRegistry): void {
  /** The init call: enterprise status, configuration, the signed-in user and the feature flags. */
  registry.register({
    name: 'apiHomePage/Enterprise',
    method: 'GET',
    access: 'public',
    tenant: 'optional',
    input: z.object({}),
    handler: async (ctx) => {
      if (!ctx.enterprise) {
        // Status N: the portal goes to /prompt with code, message, url and uid.
        return {
          status: 'N',
          code: ErrorCode.ENTERPRISE_NOT_FOUND,
          msg: ERROR_MESSAGES.ENTERPRISE_NOT_FOUND[ctx.language],
          data: { url: ctx.envelope._requestPageUrl, uid: ctx.envelope.userid },
          userinfo: null,
        };
      }
      const user = ctx.user && ctx.user.locked !== 1 ? ctx.user : null;
      const portal = await findActivePortal(ctx.db, ctx.enterprise, ctx.envelope.userPortalID, user);
      return {
        data: presentEnterprise(ctx.enterprise, portal, user, ctx.clock.now()),
        userinfo: user && ctx.token ? presentUser(user, ctx.token) : null,
      };
    },
  });
}
