import {
  outsiderCodeCall,
  outsiderJoinCall,
  outsiderStatusCall,
  regenerateOutsiderCodeCall,
} from '../../../protocol/calls/outsiders';
import type { CallRegistry } from '../../pipeline/call-registry';
import { currentCode, regenerateCode } from './outsider-code.service';
import { joinWithCode, statusOf } from './outsider-join.service';

/** The outsider entry's calls (decision 0057): the join and its status are open to anyone; the code is the administrators'. */
export function registerOutsiderCalls(registry: CallRegistry): void {
  registry.serve(outsiderJoinCall, {
    access: 'public',
    handler: async (ctx, input) => ({
      data: await joinWithCode(ctx.db, {
        ...input,
        enterprise: ctx.enterprise,
        ip: ctx.ip,
        language: ctx.language,
        now: ctx.clock.now(),
      }),
      userinfo: null,
    }),
  });
  registry.serve(outsiderStatusCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await statusOf(ctx.db, ctx.enterprise, input.ticket), userinfo: null }),
  });
  registry.serve(outsiderCodeCall, {
    access: 'admin',
    handler: async (ctx) => ({
      data: await currentCode(ctx.db, { eid: ctx.enterprise.id, adminId: ctx.user.id, now: ctx.clock.now() }),
    }),
  });
  registry.serve(regenerateOutsiderCodeCall, {
    access: 'admin',
    handler: async (ctx) => ({
      data: await regenerateCode(ctx.db, { eid: ctx.enterprise.id, adminId: ctx.user.id, now: ctx.clock.now() }),
    }),
  });
}
