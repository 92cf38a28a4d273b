import type { ProductFilter } from './mall-api';

/** TanStack Query keys of the mall; `all` is invalidated after every exchange, cancel or draw. */
export const mallKeys = {
  all: ['mall'] as const,
  products: (filter: ProductFilter) => ['mall', 'products', filter] as const,
  product: (id: number) => ['mall', 'product', id] as const,
  exchanges: (page: number, status: string) => ['mall', 'exchanges', page, status] as const,
  addresses: ['mall', 'addresses'] as const,
  lottery: ['mall', 'lottery'] as const,
  draws: (page: number) => ['mall', 'draws', page] as const,
};
