import {
  adminMemberDetailCall,
  adminMemberListCall,
  adminMemberResetPasswordCall,
  adminMemberRevokeCertificateCall,
  adminMemberStatusCall,
  adminVisibilityItemsCall,
  adminVisibilitySetCall,
} from '../../../protocol/calls/admin-members';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import type { AdminScope } from './audit';
import { listMembers, memberDetail } from './member-list.service';
import { resetMemberPassword, revokeMemberCertificate, setMemberStatus } from './member-actions.service';
import { setHidden, visibilityItems } from './visibility.service';

function scopeOf(ctx: MemberContext): AdminScope {
  return { db: ctx.db, eid: ctx.enterprise.id, adminId: ctx.user.id, now: ctx.clock.now() };
}

/** The administrators' member calls (issue 27 item 3, decision 0054): all `admin`, all tenant-scoped. */
export function registerAdminMemberCalls(registry: CallRegistry): void {
  registry.serve(adminMemberListCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await listMembers(ctx.db, input) }),
  });
  registry.serve(adminMemberDetailCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await memberDetail(ctx.db, input.userId, ctx.language) }),
  });
  registry.serve(adminMemberStatusCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await setMemberStatus(scopeOf(ctx), input) }),
  });
  registry.serve(adminMemberResetPasswordCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await resetMemberPassword(scopeOf(ctx), input.userId) }),
  });
  registry.serve(adminVisibilityItemsCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await visibilityItems(ctx.db, input, ctx.language) }),
  });
  registry.serve(adminVisibilitySetCall, {
    access: 'admin',
    handler: async (ctx, input) => ({
      data: await setHidden(scopeOf(ctx), { ...input, hidden: input.hidden === '1' }, ctx.language),
    }),
  });
  registry.serve(adminMemberRevokeCertificateCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await revokeMemberCertificate(scopeOf(ctx), input, ctx.language) }),
  });
}
