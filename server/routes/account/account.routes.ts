import { z } from 'zod';
import { saveSelectPortalSchema, selectEnterpriseSchema, ssoLoginSchema } from '../../../protocol';
import type { CallRegistry } from '../../pipeline/call-registry';
import { signedInResult } from '../../pipeline/present-user';
import { listEnterprisesOfPerson, switchEnterprise } from './enterprises.service';
import { listPortals, saveSelectedPortal } from './portals.service';
import { exchangeSsoTicket } from './sso.service';

/** Enterprises of a person, user portals and desktop SSO (spec 000 §7 "Authentication"; decision 0007). */
export function registerAccountCalls(registry: CallRegistry): void {
  /** Without user_eid: the caller's enterprises. With it: switch to the person's account there. */
  registry.register({
    name: 'apiSystem/selectEnterprise',
    method: 'GET',
    access: 'user',
    input: selectEnterpriseSchema,
    handler: async (ctx, input) => {
      const now = ctx.clock.now();
      if (!input.user_eid) return { data: { list: await listEnterprisesOfPerson(ctx.db, ctx.user!, now) } };
      return signedInResult(
        await switchEnterprise(ctx.db, {
          caller: ctx.user!,
          token: ctx.token!,
          targetEid: Number(input.user_eid),
          now,
        }),
      );
    },
  });

  registry.register({
    name: 'apiPortal/portalList',
    method: 'GET',
    access: 'user',
    input: z.object({}),
    handler: async (ctx) => ({ data: await listPortals(ctx.db, ctx.enterprise!, ctx.user!) }),
  });

  /** GET by the spec; it changes only the caller's own preference, and the header token stops cross-site use. */
  registry.register({
    name: 'apiPortal/portalList/SaveSelectPortal',
    method: 'GET',
    access: 'user',
    input: saveSelectPortalSchema,
    handler: async (ctx, input) => {
      const selectedPortalId = await saveSelectedPortal(
        ctx.db,
        ctx.enterprise!,
        ctx.user!,
        Number(input.portalId || 0),
      );
      return { data: { selectedPortalId } };
    },
  });

  registry.register({
    name: '/v1/login/mac-sso-login',
    method: 'POST',
    access: 'public',
    input: ssoLoginSchema,
    handler: async (ctx, input) => {
      return signedInResult(
        await exchangeSsoTicket(ctx.db, {
          enterprise: ctx.enterprise!,
          ticket: input.ticket,
          audiences: ['mac'],
          now: ctx.clock.now(),
          replacesToken: ctx.token,
        }),
      );
    },
  });

  /** The new PC client, and hand-overs from another app of the enterprise (/transferLogin). */
  registry.register({
    name: '/v1/login/new-pc-sso-login/index',
    method: 'POST',
    access: 'public',
    input: ssoLoginSchema,
    handler: async (ctx, input) => {
      return signedInResult(
        await exchangeSsoTicket(ctx.db, {
          enterprise: ctx.enterprise!,
          ticket: input.ticket,
          audiences: ['pc', 'transfer'],
          now: ctx.clock.now(),
          replacesToken: ctx.token,
        }),
      );
    },
  });
}
