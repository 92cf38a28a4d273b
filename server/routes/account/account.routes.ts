import {
  macSsoLoginCall,
  pcSsoLoginCall,
  portalListCall,
  saveSelectPortalCall,
  selectEnterpriseCall,
} from '../../../protocol/calls/account';
import type { CallRegistry } from '../../pipeline/call-registry';
import { signedInResult } from '../../pipeline/present-user';
import { listEnterprisesOfPerson, switchEnterprise } from './enterprises.service';
import { listPortals, saveSelectedPortal } from './portals.service';
import { exchangeSsoTicket } from './sso.service';

/** Enterprises of a person, user portals and desktop SSO (spec 000 §7 "Authentication"; decision 0007). */
export function registerAccountCalls(registry: CallRegistry): void {
  /** Without user_eid: the caller's enterprises. With it: switch to the person's account there. */
  registry.serve(selectEnterpriseCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const now = ctx.clock.now();
      if (!input.user_eid) return { data: { list: await listEnterprisesOfPerson(ctx.db, ctx.user, now) } };
      return signedInResult(
        await switchEnterprise(ctx.db, {
          caller: ctx.user,
          token: ctx.token,
          targetEid: Number(input.user_eid),
          now,
        }),
      );
    },
  });

  registry.serve(portalListCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await listPortals(ctx.db, ctx.enterprise, ctx.user) }),
  });

  /** GET by the spec; it changes only the caller's own preference, and the header token stops cross-site use. */
  registry.serve(saveSelectPortalCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const selectedPortalId = await saveSelectedPortal(ctx.db, ctx.enterprise, ctx.user, Number(input.portalId || 0));
      return { data: { selectedPortalId } };
    },
  });

  registry.serve(macSsoLoginCall, {
    access: 'public',
    handler: async (ctx, input) => {
      return signedInResult(
        await exchangeSsoTicket(ctx.db, {
          enterprise: ctx.enterprise,
          ticket: input.ticket,
          audiences: ['mac'],
          now: ctx.clock.now(),
          replacesToken: ctx.token,
        }),
      );
    },
  });

  /** The new PC client, and hand-overs from another app of the enterprise (/transferLogin). */
  registry.serve(pcSsoLoginCall, {
    access: 'public',
    handler: async (ctx, input) => {
      return signedInResult(
        await exchangeSsoTicket(ctx.db, {
          enterprise: ctx.enterprise,
          ticket: input.ticket,
          audiences: ['pc', 'transfer'],
          now: ctx.clock.now(),
          replacesToken: ctx.token,
        }),
      );
    },
  });
}
