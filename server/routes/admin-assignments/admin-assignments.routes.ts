import {
  assignableItemsCall,
  assignMembersCall,
  audienceOptionsCall,
  audiencePreviewCall,
  createAssignmentCall,
  listAssignmentsCall,
  listPurchasesCall,
  purchasableCoursesCall,
  purchaseForMembersCall,
} from '../../../protocol/calls/admin-assignments';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { createAssignment, type AdminScope } from './assign.service';
import { assignableItems, listAssignments } from './assignment-list.service';
import { audienceOptions, previewAudience, searchMembers } from './audience.service';
import { listPurchases, purchasableCourses, purchaseForMembers } from './purchase.service';

function scopeOf(ctx: MemberContext): AdminScope {
  return { db: ctx.db, eid: ctx.enterprise.id, adminId: ctx.user.id, now: ctx.clock.now(), language: ctx.language };
}

/** The administrators' assignments and purchases for members (issue 27 item 4, decision 0055). Every call is the administrators'. */
export function registerAdminAssignmentCalls(registry: CallRegistry): void {
  registry.serve(assignableItemsCall, {
    access: 'admin',
    handler: async (ctx, input) => ({
      data: { list: await assignableItems(ctx.db, input, ctx.clock.now(), ctx.language) },
    }),
  });
  registry.serve(assignMembersCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: { list: await searchMembers(ctx.db, input.keyword) } }),
  });
  registry.serve(audienceOptionsCall, {
    access: 'admin',
    handler: async (ctx) => ({ data: await audienceOptions(ctx.db) }),
  });
  registry.serve(audiencePreviewCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await previewAudience(ctx.db, input) }),
  });
  registry.serve(createAssignmentCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await createAssignment(scopeOf(ctx), input) }),
  });
  registry.serve(listAssignmentsCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await listAssignments(ctx.db, input, ctx.language) }),
  });
  registry.serve(purchasableCoursesCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: { list: await purchasableCourses(ctx.db, input.keyword) } }),
  });
  registry.serve(purchaseForMembersCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await purchaseForMembers(scopeOf(ctx), input) }),
  });
  registry.serve(listPurchasesCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await listPurchases(ctx.db, input) }),
  });
}
