import {
  approvalDecideCall,
  approvalListCall,
  approvalSettingsCall,
  approvalSummaryCall,
  courseShareRequestCall,
  myCourseSharesCall,
  saveApprovalSettingsCall,
} from '../../../protocol/calls/admin-approvals';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { commentAudit, setCommentAudit } from '../course-social';
import { myCourseShares, requestCourseShare } from './course-share/share.service';
import { approvalDecide, approvalList, approvalSummary } from './approvals.service';
import { subscribeDecisionRecorder } from './decision-recorder';
import type { ReviewEnv } from './review-source';

function envOf(ctx: MemberContext): ReviewEnv {
  return {
    eid: ctx.enterprise.id,
    now: ctx.clock.now(),
    admin: ctx.user,
    enterprise: ctx.enterprise,
    config: ctx.config,
    clock: ctx.clock,
    log: ctx.log,
  };
}

/** The approvals queue (decision 0053): administrators only; learners are refused by the pipeline. */
export function registerAdminApprovalCalls(registry: CallRegistry): void {
  // Decisions made on the older admin pages reach the history too (decision 0064).
  subscribeDecisionRecorder();
  registry.serve(approvalSummaryCall, {
    access: 'admin',
    handler: async (ctx) => ({ data: await approvalSummary(ctx.db) }),
  });
  registry.serve(approvalListCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await approvalList(ctx.db, input, envOf(ctx)) }),
  });
  registry.serve(approvalDecideCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await approvalDecide(ctx.db, input, envOf(ctx)) }),
  });
  registry.serve(approvalSettingsCall, {
    access: 'admin',
    handler: async (ctx) => ({ data: { auditComments: await commentAudit(ctx.db) } }),
  });
  registry.serve(saveApprovalSettingsCall, {
    access: 'admin',
    handler: async (ctx, input) => ({
      data: { auditComments: await setCommentAudit({ db: ctx.db, eid: ctx.enterprise.id }, input.auditComments) },
    }),
  });
  // A learner's own courses (decision 0064): only the owner may ask, the queue decides.
  registry.serve(courseShareRequestCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await requestCourseShare(
        ctx.db,
        { eid: ctx.enterprise.id, userId: ctx.user.id, now: ctx.clock.now() },
        { courseId: input.courseId, note: input.note },
      ),
    }),
  });
  registry.serve(myCourseSharesCall, {
    access: 'user',
    handler: async (ctx) => ({ data: { list: await myCourseShares(ctx.db, ctx.user.id) } }),
  });
}
