import { enterpriseStatusCall } from '../../../protocol/calls/shell';
import { ErrorCode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import type { CallRegistry } from '../../pipeline/call-registry';
import { presentEnterprise } from './enterprise.presenter';
import { findActivePortal } from './enterprise.service';
import { presentUser } from '../../pipeline/present-user';

export function registerEnterpriseCalls(registry: CallRegistry): void {
  /** The init call: enterprise status, configuration, the signed-in user and the feature flags. */
  registry.serve(enterpriseStatusCall, {
    access: 'public',
    tenant: 'optional',
    handler: async (ctx) => {
      // Status N: the portal goes to /prompt with code, message, url and uid.
      if (!ctx.enterprise)
        throw new AppError(ErrorCode.ENTERPRISE_NOT_FOUND, {
          data: { url: ctx.envelope._requestPageUrl, uid: ctx.envelope.userid },
        });
      const user = ctx.user && ctx.user.locked !== 1 ? ctx.user : null;
      const portal = await findActivePortal(ctx.db, ctx.enterprise, ctx.envelope.userPortalID, user);
      return {
        data: presentEnterprise(ctx.enterprise, portal, user, ctx.clock.now()),
        userinfo: user && ctx.token ? presentUser(user, ctx.token) : null,
      };
    },
  });
}
