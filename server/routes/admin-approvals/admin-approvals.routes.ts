import {
  approvalDecideCall,
  approvalListCall,
  approvalSettingsCall,
  approvalSummaryCall,
  saveApprovalSettingsCall,
} from '../../../protocol/calls/admin-approvals';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { commentAudit, setCommentAudit } from '../course-social';
import { approvalDecide, approvalList, approvalSummary } from './approvals.service';
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
}
