import type { Language } from '../constants';

/** The outsider entry (44220-44239, decision 0057). */
export const OUTSIDER_ERROR_CODES = {
  /** No such code for this enterprise, or an old one that was regenerated. */
  OUTSIDER_CODE_INVALID: 44220,
  /** The code's lifetime is over; an administrator makes a new one. */
  OUTSIDER_CODE_EXPIRED: 44221,
  /** Too many join attempts from this address; `data.retryAt`. */
  OUTSIDER_JOIN_TOO_FREQUENT: 44222,
  /** The account name is a member's already, or someone is waiting with it. */
  OUTSIDER_ACCOUNT_TAKEN: 44223,
  /** No application has this ticket. */
  OUTSIDER_TICKET_UNKNOWN: 44224,
} as const;

export const OUTSIDER_ERROR_MESSAGES: Record<keyof typeof OUTSIDER_ERROR_CODES, Record<Language, string>> = {
  OUTSIDER_CODE_INVALID: {
    zh_cn: '外部人员邀请码不正确',
    zh_hant: '外部人員邀請碼不正確',
    en_us: 'The outsider code is not correct.',
  },
  OUTSIDER_CODE_EXPIRED: {
    zh_cn: '外部人员邀请码已过期，请向管理员索取新的邀请码',
    zh_hant: '外部人員邀請碼已過期，請向管理員索取新的邀請碼',
    en_us: 'The outsider code has expired; ask an administrator for a new one.',
  },
  OUTSIDER_JOIN_TOO_FREQUENT: {
    zh_cn: '尝试次数过多，请稍后再试',
    zh_hant: '嘗試次數過多，請稍後再試',
    en_us: 'Too many attempts; try again later.',
  },
  OUTSIDER_ACCOUNT_TAKEN: {
    zh_cn: '该账号已被使用，请换一个',
    zh_hant: '該帳號已被使用，請換一個',
    en_us: 'This account name is taken; choose another.',
  },
  OUTSIDER_TICKET_UNKNOWN: {
    zh_cn: '未找到您的申请，请重新使用邀请码加入',
    zh_hant: '未找到您的申請，請重新使用邀請碼加入',
    en_us: 'Your application was not found; join again with the code.',
  },
};
