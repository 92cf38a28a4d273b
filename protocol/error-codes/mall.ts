import type { Language } from '../constants';

/** Points mall, addresses and the lottery (42800-42819). Insufficient points is POINTS_INSUFFICIENT. */
export const MALL_ERROR_CODES = {
  /** The enterprise's mall is switched off (enterprises.you_fen_mall_switch). */
  MALL_CLOSED: 42800,
  /** The product is off the shelf or not this enterprise's. */
  MALL_PRODUCT_UNAVAILABLE: 42801,
  /** Fewer left than asked for (`data.stock`). */
  MALL_STOCK_INSUFFICIENT: 42802,
  /** The per-person limit would be passed (`data.limit`, `data.held`). */
  MALL_LIMIT_REACHED: 42803,
  /** A mailed product needs one of the caller's addresses. */
  MALL_ADDRESS_REQUIRED: 42804,
  /** A self-pickup product outside its collection window (`data.start`, `data.end`). */
  MALL_NOT_IN_COLLECTION_TIME: 42805,
  /** The request id was already used for another product or quantity. */
  MALL_REQUEST_MISMATCH: 42806,
  /** Ten addresses already (spec 001 §9). */
  MALL_ADDRESS_LIMIT: 42807,
  /** The recipient's phone is not well formed. */
  MALL_PHONE_INVALID: 42808,
  /** The record can no longer be cancelled (collected, shipped, or already cancelled). */
  MALL_EXCHANGE_NOT_CANCELLABLE: 42809,
  /** The enterprise has no lottery open. */
  LOTTERY_CLOSED: 42810,
  /** Every prize is gone. */
  LOTTERY_SOLD_OUT: 42811,
} as const;

export const MALL_ERROR_MESSAGES: Record<keyof typeof MALL_ERROR_CODES, Record<Language, string>> = {
  MALL_CLOSED: {
    zh_cn: '积分商城未开放',
    zh_hant: '積分商城未開放',
    en_us: 'The points mall is not open.',
  },
  MALL_PRODUCT_UNAVAILABLE: {
    zh_cn: '该商品已下架或不存在',
    zh_hant: '該商品已下架或不存在',
    en_us: 'This product is no longer available.',
  },
  MALL_STOCK_INSUFFICIENT: {
    zh_cn: '库存不足',
    zh_hant: '庫存不足',
    en_us: 'Not enough left in stock.',
  },
  MALL_LIMIT_REACHED: {
    zh_cn: '已达到每人限兑数量',
    zh_hant: '已達到每人限兌數量',
    en_us: 'You have reached the per-person limit for this product.',
  },
  MALL_ADDRESS_REQUIRED: {
    zh_cn: '请选择收货地址',
    zh_hant: '請選擇收貨地址',
    en_us: 'Choose a shipping address first.',
  },
  MALL_NOT_IN_COLLECTION_TIME: {
    zh_cn: '不在领取时间内',
    zh_hant: '不在領取時間內',
    en_us: 'This is not within the collection time.',
  },
  MALL_REQUEST_MISMATCH: {
    zh_cn: '重复提交，请刷新后重试',
    zh_hant: '重複提交，請重新整理後重試',
    en_us: 'Duplicate submission: refresh the page and try again.',
  },
  MALL_ADDRESS_LIMIT: {
    zh_cn: '收货地址最多10个',
    zh_hant: '收貨地址最多10個',
    en_us: 'You can keep at most 10 addresses.',
  },
  MALL_PHONE_INVALID: {
    zh_cn: '请输入正确的手机号',
    zh_hant: '請輸入正確的手機號碼',
    en_us: 'Enter a valid phone number.',
  },
  MALL_EXCHANGE_NOT_CANCELLABLE: {
    zh_cn: '该兑换记录无法取消',
    zh_hant: '該兌換記錄無法取消',
    en_us: 'This exchange can no longer be cancelled.',
  },
  LOTTERY_CLOSED: {
    zh_cn: '抽奖活动未开放',
    zh_hant: '抽獎活動未開放',
    en_us: 'The lucky draw is not open.',
  },
  LOTTERY_SOLD_OUT: {
    zh_cn: '奖品已全部抽完',
    zh_hant: '獎品已全部抽完',
    en_us: 'All prizes have been drawn.',
  },
};
