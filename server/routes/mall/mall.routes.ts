import {
  lotteryCall,
  lotteryDrawCall,
  lotteryDrawListCall,
  mallAddressDeleteCall,
  mallAddressListCall,
  mallAddressSaveCall,
  mallExchangeCall,
  mallExchangeCancelCall,
  mallExchangeListCall,
  mallProductCall,
  mallProductsCall,
} from '../../../protocol/calls/mall';
import type { CallRegistry } from '../../pipeline/call-registry';
import { deleteAddress, listAddresses, saveAddress } from './addresses.service';
import { cancelExchange, exchange, listExchanges } from './exchange.service';
import { draw, listDraws, lotteryOf } from './lottery.service';
import { assertMallOpen, mallScope } from './mall-scope';
import { listProducts, productDetail } from './products.service';

/**
 * The points mall, exchange records, shipping addresses and the lottery (issue 25, decision 0050).
 * Every call is a signed-in member's; the shop and the draw answer MALL_CLOSED while the
 * enterprise's mall switch is off, the learner's own records and addresses stay readable.
 */
export function registerMallCalls(registry: CallRegistry): void {
  registry.serve(mallProductsCall, {
    access: 'user',
    handler: async (ctx, input) => {
      assertMallOpen(ctx.enterprise);
      return { data: await listProducts(mallScope(ctx), input) };
    },
  });
  registry.serve(mallProductCall, {
    access: 'user',
    handler: async (ctx, input) => {
      assertMallOpen(ctx.enterprise);
      return { data: await productDetail(mallScope(ctx), input.id) };
    },
  });
  registry.serve(mallExchangeCall, {
    access: 'user',
    handler: async (ctx, input) => {
      assertMallOpen(ctx.enterprise);
      return { data: await exchange(mallScope(ctx), input) };
    },
  });
  registry.serve(mallExchangeListCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listExchanges(mallScope(ctx), input) }),
  });
  registry.serve(mallExchangeCancelCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await cancelExchange(mallScope(ctx), input.id) }),
  });
  registry.serve(mallAddressListCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await listAddresses(mallScope(ctx)) }),
  });
  registry.serve(mallAddressSaveCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await saveAddress(mallScope(ctx), input) }),
  });
  registry.serve(mallAddressDeleteCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await deleteAddress(mallScope(ctx), input.id) }),
  });
  registry.serve(lotteryCall, {
    access: 'user',
    handler: async (ctx) => {
      assertMallOpen(ctx.enterprise);
      return { data: await lotteryOf(mallScope(ctx)) };
    },
  });
  registry.serve(lotteryDrawCall, {
    access: 'user',
    handler: async (ctx, input) => {
      assertMallOpen(ctx.enterprise);
      return { data: await draw(mallScope(ctx), input.requestId) };
    },
  });
  registry.serve(lotteryDrawListCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listDraws(mallScope(ctx), input.page, input.pageSize) }),
  });
}
