import type { Language } from '../constants';

/** Messages for specific refusals that share a code. */
export const REASON_MESSAGES = {
  account_locked: {
    zh_cn: '账号已被企业管理员锁定',
    zh_hant: '帳號已被企業管理員鎖定',
    en_us: 'Your account has been locked by the enterprise administrator.',
  },
  enterprise_expired: {
    zh_cn: '组织已过期，请联系管理员',
    zh_hant: '組織已過期，請聯絡管理員',
    en_us: 'This organisation has expired. Please contact the administrator.',
  },
  enterprise_locked: { zh_cn: '企业已被锁定', zh_hant: '企業已被鎖定', en_us: 'This enterprise is locked.' },
  enterprise_closed: { zh_cn: '组织已关闭', zh_hant: '組織已關閉', en_us: 'This organisation has been closed.' },
  blocked_by_admin: {
    zh_cn: '账号已被管理员禁用，请联系管理员',
    zh_hant: '帳號已被管理員停用，請聯絡管理員',
    en_us: 'Your account has been blocked by the administrator. Please contact the administrator.',
  },
  user_limit_reached: {
    zh_cn: '组织人数已超出上限，请联系管理员扩容',
    zh_hant: '組織人數已超出上限，請聯絡管理員擴容',
    en_us: 'This organisation has more members than its plan allows. Please ask the administrator to expand it.',
  },
  signed_in_elsewhere: {
    zh_cn: '您的账号已在其他设备登录，请重新登录',
    zh_hant: '您的帳號已在其他裝置登入，請重新登入',
    en_us: 'Your account was signed in on another device. Please sign in again.',
  },
  not_in_address_book: {
    zh_cn: '您不在该组织的通讯录中，请联系管理员',
    zh_hant: '您不在該組織的通訊錄中，請聯絡管理員',
    en_us: "You are not in this organisation's address book. Please contact the administrator.",
  },
  not_a_member: {
    zh_cn: '您不是该组织成员，请联系管理员',
    zh_hant: '您不是該組織成員，請聯絡管理員',
    en_us: 'You are not a member of this organisation. Please contact the administrator.',
  },
} satisfies Record<string, Record<Language, string>>;
