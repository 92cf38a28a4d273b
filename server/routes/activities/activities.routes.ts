import {
  activityCancelCall,
  activityDetailCall,
  activityListCall,
  activityRegisterCall,
  activityScanCall,
  activitySignInCall,
  activitySignInCodeCall,
  activitySignOutCall,
} from '../../../protocol/calls/activities';
import type { CallContext, CallRegistry } from '../../pipeline/call-registry';
import type { Enterprise } from '../../db/schema';
import {
  activityDetail,
  cancel,
  listActivities,
  register,
  signIn,
  signOut,
  type ActivityScope,
} from './activities.service';
import { scanSignIn, signInCode } from './sign-in-code';

/** A visitor of another enterprise is a visitor here (the detail is open to anyone with the link). */
function scopeOf(ctx: CallContext & { enterprise: Enterprise }): ActivityScope {
  const member = ctx.user && ctx.user.eid === ctx.enterprise.id ? ctx.user : null;
  return { db: ctx.db, eid: ctx.enterprise.id, user: member, now: ctx.clock.now() };
}

/** Activities (issue 23, decision 0047). */
export function registerActivityCalls(registry: CallRegistry): void {
  registry.serve(activityListCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listActivities(scopeOf(ctx), input) }),
  });
  registry.serve(activityDetailCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await activityDetail(scopeOf(ctx), input.id) }),
  });
  registry.serve(activityRegisterCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await register(scopeOf(ctx), input.id) }),
  });
  registry.serve(activityCancelCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await cancel(scopeOf(ctx), input.id) }),
  });
  registry.serve(activitySignInCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await signIn(scopeOf(ctx), input.id) }),
  });
  registry.serve(activitySignOutCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await signOut(scopeOf(ctx), input.id) }),
  });
  registry.serve(activityScanCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await scanSignIn(scopeOf(ctx), ctx.config.mediaSigningSecret, input.code),
    }),
  });
  registry.serve(activitySignInCodeCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await signInCode(scopeOf(ctx), ctx.config.mediaSigningSecret, input.id),
    }),
  });
}
