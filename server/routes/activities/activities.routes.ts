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
import { ErrorCode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
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
  // Public: /index/activity is open in a public organisation (a private one's gate asks for a member).
  registry.serve(activityListCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      if (input.scope === 'mine' && !scope.user) throw new AppError(ErrorCode.UNAUTHORIZED);
      return { data: await listActivities(scope, input) };
    },
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
      data: await signInCode(scopeOf(ctx), ctx.config.mediaSigningSecret, input.id, ctx.config.activityQrRotateSeconds),
    }),
  });
}
