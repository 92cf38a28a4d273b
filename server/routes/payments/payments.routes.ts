import {
  checkOrderCall,
  coursePackCall,
  listOrdersCall,
  purchaseQuoteCall,
  scorePayCall,
} from '../../../protocol/calls/payments';
import type { ServerConfig } from '../../config';
import type { CallRegistry, MemberContext, TenantContext } from '../../pipeline/call-registry';
import { checkOrder, listOrders } from './orders.service';
import { listPackages, packageDetail } from './packages.service';
import { quotePurchase } from './quote.service';
import { payWithPoints } from './score-pay.service';

/** A signed-in member of this enterprise (every `user` call has one: pipeline/access.ts). */
function memberScope(ctx: MemberContext) {
  return { db: ctx.db, eid: ctx.enterprise.id, userId: ctx.user.id, now: ctx.clock.now() };
}

/** Package lists are open to visitors of a public organisation; a session of another enterprise counts as a visitor. */
function viewerScope(ctx: TenantContext) {
  const eid = ctx.enterprise.id;
  return { db: ctx.db, eid, userId: ctx.user && ctx.user.eid === eid ? ctx.user.id : null };
}

/** The calls of course packages, paid courses, points payment, orders (decision 0019). */
export function registerPaymentCalls(registry: CallRegistry, _config: ServerConfig): void {
  registry.serve(coursePackCall, {
    access: 'public',
    handler: async (ctx, input) =>
      input.id === undefined
        ? { data: await listPackages(viewerScope(ctx), input.page, input.pageSize) }
        : { data: { detail: await packageDetail(viewerScope(ctx), input.id) } },
  });

  registry.serve(purchaseQuoteCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await quotePurchase(memberScope(ctx), input) }),
  });

  registry.serve(scorePayCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await payWithPoints(memberScope(ctx), input) }),
  });

  registry.serve(checkOrderCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: { order: await checkOrder(memberScope(ctx), input.orderNo) } }),
  });

  registry.serve(listOrdersCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listOrders(memberScope(ctx), input.page, input.pageSize) }),
  });
}
