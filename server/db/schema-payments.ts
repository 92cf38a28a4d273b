import type { Generated, Selectable } from 'kysely';

/** Tables of course packages, paid courses, points payment, orders (migration 0010-payments). */

export interface CoursePackagesTable {
  id: Generated<number>;
  eid: number;
  title: string;
  summary: Generated<string>;
  cover: Generated<string>;
  fee_type: Generated<'free' | 'paid'>;
  /** Money in cents (two decimals on the wire). */
  price_cents: Generated<number>;
  /** 0 = cannot be paid with points. */
  points_price: Generated<number>;
  /** 'published' | 'off_shelf'. */
  status: Generated<string>;
  learner_count: Generated<number>;
  sort: Generated<number>;
  created_at: number;
}

export interface CoursePackageItemsTable {
  eid: number;
  package_id: number;
  course_id: number;
  sort: Generated<number>;
}

/** Stored states; 'closed' and 'off_shelf' of the wire are derived when presenting. */
export type StoredOrderStatus = 'unpaid' | 'paid' | 'under_review';

export interface OrdersTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  order_no: string;
  /** The client-made purchase request id: one order per (user, request id). */
  request_id: string;
  item_type: 'course' | 'package';
  item_id: number;
  /** The item's title when ordered (an order keeps its wording if the course is renamed). */
  title: string;
  pay_method: 'points' | 'alipay' | 'wxpay' | 'balance';
  amount_cents: Generated<number>;
  points: Generated<number>;
  status: StoredOrderStatus;
  created_at: number;
  paid_at: number | null;
  pay_deadline: number;
  /** The personal purchase's end (one year after payment). */
  valid_until: number | null;
}

export interface PaymentTables {
  course_packages: CoursePackagesTable;
  course_package_items: CoursePackageItemsTable;
  orders: OrdersTable;
}

export type CoursePackage = Selectable<CoursePackagesTable>;
export type OrderRow = Selectable<OrdersTable>;
