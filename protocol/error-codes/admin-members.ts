import type { Language } from '../constants';

/** Administrators' member management (44520-44529, decision 0054). */
export const ADMIN_MEMBER_ERROR_CODES = {
  /** An administrator may not lock, block or reset themselves (they would lock themselves out). */
  ADMIN_MEMBER_SELF: 44520,
  /** The member or the item is not in this enterprise. */
  ADMIN_MEMBER_NOT_FOUND: 44521,
} as const;

export const ADMIN_MEMBER_ERROR_MESSAGES: Record<keyof typeof ADMIN_MEMBER_ERROR_CODES, Record<Language, string>> = {
  ADMIN_MEMBER_SELF: {
    zh_cn: '不能对自己的账号执行此操作',
    zh_hant: '不能對自己的帳號執行此操作',
    en_us: 'You cannot do this to your own account.',
  },
  ADMIN_MEMBER_NOT_FOUND: {
    zh_cn: '未找到该成员或内容',
    zh_hant: '找不到該成員或內容',
    en_us: 'That member or item was not found.',
  },
};
