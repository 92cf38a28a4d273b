import type { Language } from '../constants';

/** Course packages, paid courses, points payment, orders (42410-42429). */
export const PAYMENT_ERROR_CODES = {
  /** The course or package is free: there is nothing to buy. */
  PAYMENT_ITEM_FREE: 42410,
  /** The course may not be bought personally (spec 001 §6): an administrator must buy it. */
  PAYMENT_ADMIN_PURCHASE_ONLY: 42411,
  /** The item has no points price: it can only be paid with money (card or wallet providers). */
  PAYMENT_POINTS_NOT_ACCEPTED: 42412,
  /** The learner already owns a valid purchase (`data.validUntil`); nothing was charged. */
  PAYMENT_ALREADY_OWNED: 42413,
  /** The purchase request id was already used for another item. */
  PAYMENT_REQUEST_MISMATCH: 42414,
  /** An unpaid order passed its one-hour payment window (spec 001 §9): order again. */
  PAYMENT_ORDER_CLOSED: 42415,
} as const;

export const PAYMENT_ERROR_MESSAGES: Record<keyof typeof PAYMENT_ERROR_CODES, Record<Language, string>> = {
  PAYMENT_ITEM_FREE: {
    zh_cn: '该内容免费，无需购买',
    zh_hant: '該內容免費，無需購買',
    en_us: 'This is free: there is nothing to buy.',
  },
  PAYMENT_ADMIN_PURCHASE_ONLY: {
    zh_cn: '该课程不支持个人购买，请联系管理员购买',
    zh_hant: '該課程不支援個人購買，請聯絡管理員購買',
    en_us: 'This course cannot be bought personally: an administrator must buy it.',
  },
  PAYMENT_POINTS_NOT_ACCEPTED: {
    zh_cn: '该内容不支持积分支付',
    zh_hant: '該內容不支援積分支付',
    en_us: 'This cannot be paid with points.',
  },
  PAYMENT_ALREADY_OWNED: {
    zh_cn: '您已购买，且仍在有效期内',
    zh_hant: '您已購買，且仍在有效期內',
    en_us: 'You have already bought this and it is still valid.',
  },
  PAYMENT_REQUEST_MISMATCH: {
    zh_cn: '重复提交，请刷新后重试',
    zh_hant: '重複提交，請重新整理後重試',
    en_us: 'Duplicate submission: refresh the page and try again.',
  },
  PAYMENT_ORDER_CLOSED: {
    zh_cn: '订单已超过1小时支付时限，请重新下单',
    zh_hant: '訂單已超過1小時支付時限，請重新下單',
    en_us: 'The order was not paid within one hour: please order again.',
  },
};
