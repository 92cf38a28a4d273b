/** Tables of course packages, paid courses, points payment, orders (migration 0010-payments). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentTables {}
