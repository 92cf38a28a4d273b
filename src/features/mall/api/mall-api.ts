import type {
  AddressList,
  DrawList,
  DrawResult,
  ExchangeList,
  ExchangeRecord,
  ExchangeResult,
  ExchangeStatus,
  Lottery,
  ProductList,
  ProductResult,
  SaveAddressParams,
  ShippingAddress,
} from '../../../../protocol';
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
} from '../../../../protocol/calls/mall';
import { api } from '../../../lib/api-client';

export type MallSort = 'default' | 'points_asc' | 'points_desc';

export interface ProductFilter {
  categoryId?: number;
  sort: MallSort;
  affordable: boolean;
  page: number;
  pageSize: number;
}

// Quiet: every page shows its own loading, error and refusal states.
export function listProducts(filter: ProductFilter): Promise<ProductList> {
  return api.request(
    mallProductsCall,
    {
      categoryId: filter.categoryId,
      sort: filter.sort,
      affordable: filter.affordable ? 'Y' : 'N',
      page: filter.page,
      pageSize: filter.pageSize,
    },
    { quiet: true },
  );
}

export function getProduct(id: number): Promise<ProductResult> {
  return api.request(mallProductCall, { id }, { quiet: true });
}

/** `requestId` is made once per exchange attempt and reused on retries: the server charges once. */
export function exchangeProduct(input: {
  productId: number;
  quantity: number;
  requestId: string;
  addressId?: number;
}): Promise<ExchangeResult> {
  return api.request(mallExchangeCall, input, { quiet: true });
}

export function listExchanges(page: number, pageSize: number, status?: ExchangeStatus): Promise<ExchangeList> {
  return api.request(mallExchangeListCall, { page, pageSize, status }, { quiet: true });
}

export async function cancelExchange(id: number): Promise<ExchangeRecord> {
  return (await api.request(mallExchangeCancelCall, { id }, { quiet: true })).record;
}

export function listAddresses(): Promise<AddressList> {
  return api.request(mallAddressListCall, {}, { quiet: true });
}

export async function saveAddress(input: SaveAddressParams): Promise<ShippingAddress> {
  return (await api.request(mallAddressSaveCall, input, { quiet: true })).address;
}

export async function deleteAddress(id: number): Promise<void> {
  await api.request(mallAddressDeleteCall, { id }, { quiet: true });
}

export function getLottery(): Promise<Lottery> {
  return api.request(lotteryCall, {}, { quiet: true });
}

export function drawLottery(requestId: string): Promise<DrawResult> {
  return api.request(lotteryDrawCall, { requestId }, { quiet: true });
}

export function listDraws(page: number, pageSize: number): Promise<DrawList> {
  return api.request(lotteryDrawListCall, { page, pageSize }, { quiet: true });
}
