import type { Generated, Selectable } from 'kysely';

/** Tables of the points mall, exchange records, shipping addresses and the lottery (migration 0035-mall). */

export type ClaimMethod = 'mail' | 'pickup';
export type StoredExchangeStatus = 'pending_pickup' | 'exchanged' | 'returned' | 'cancelled';

export interface MallCategoriesTable {
  id: Generated<number>;
  eid: number;
  name: string;
  sort: Generated<number>;
}

export interface MallProductsTable {
  id: Generated<number>;
  eid: number;
  category_id: number | null;
  name: string;
  description: Generated<string>;
  /** JSON list of media paths; the first is the cover. */
  images: Generated<string>;
  points_price: number;
  stock: Generated<number>;
  /** 0 = no per-person limit. */
  per_person_limit: Generated<number>;
  claim_method: ClaimMethod;
  pickup_place: Generated<string>;
  collect_start: number | null;
  collect_end: number | null;
  /** 'on_shelf' | 'off_shelf'. */
  status: Generated<string>;
  exchanged_count: Generated<number>;
  sort: Generated<number>;
  created_at: number;
}

export interface MallAddressesTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  recipient: string;
  phone: string;
  address: string;
  is_default: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface MallExchangesTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  product_id: number;
  /** The client-made request id: one exchange per (user, request id). */
  request_id: string;
  order_no: string;
  exchange_code: Generated<string>;
  product_name: string;
  quantity: number;
  points: number;
  claim_method: ClaimMethod;
  status: StoredExchangeStatus;
  courier_company: Generated<string>;
  tracking_no: Generated<string>;
  recipient: Generated<string>;
  phone: Generated<string>;
  address: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface LotterySettingsTable {
  eid: number;
  title: Generated<string>;
  cost_points: number;
  enabled: Generated<number>;
}

export interface LotteryPrizesTable {
  id: Generated<number>;
  eid: number;
  name: string;
  image: Generated<string>;
  /** Chance in 1/10 000. */
  odds: number;
  stock: number;
  bonus_points: Generated<number>;
  sort: Generated<number>;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  request_id: string;
  prize_id: number | null;
  prize_name: Generated<string>;
  cost_points: number;
  bonus_points: Generated<number>;
  created_at: number;
}

export interface MallTables {
  mall_categories: MallCategoriesTable;
  mall_products: MallProductsTable;
  mall_addresses: MallAddressesTable;
  mall_exchanges: MallExchangesTable;
  lottery_settings: LotterySettingsTable;
  lottery_prizes: LotteryPrizesTable;
  lottery_draws: LotteryDrawsTable;
}

export type MallProduct = Selectable<MallProductsTable>;
export type MallExchange = Selectable<MallExchangesTable>;
export type MallAddress = Selectable<MallAddressesTable>;
