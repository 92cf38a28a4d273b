import type { Language } from '../constants';

/** Course library, detail, states and refusals, redemption (42300-42349). */
export const COURSE_ERROR_CODES = {
  /** search[catid] holds something other than letters and digits (spec 001 §7). */
  COURSE_CATID_INVALID: 42300,
  /** No course code like this in the caller's enterprise. */
  COURSE_CODE_UNKNOWN: 42310,
  /** Every use of the code has been taken. */
  COURSE_CODE_USED_UP: 42311,
  /** The code's redemption period is over. */
  COURSE_CODE_EXPIRED: 42312,
  /** The code's course can no longer be studied (off the shelf, deleted, expired). */
  COURSE_CODE_COURSE_UNAVAILABLE: 42313,
} as const;

export const COURSE_ERROR_MESSAGES: Record<keyof typeof COURSE_ERROR_CODES, Record<Language, string>> = {
  COURSE_CATID_INVALID: {
    zh_cn: '课程分类编号只能包含字母和数字',
    zh_hant: '課程分類編號只能包含字母和數字',
    en_us: 'A course category id may contain only letters and digits.',
  },
  COURSE_CODE_UNKNOWN: {
    zh_cn: '课程兑换码不存在，请检查后重新输入',
    zh_hant: '課程兌換碼不存在，請檢查後重新輸入',
    en_us: 'This course code does not exist. Check it and try again.',
  },
  COURSE_CODE_USED_UP: {
    zh_cn: '该课程兑换码已被用完',
    zh_hant: '該課程兌換碼已被用完',
    en_us: 'This course code has been used up.',
  },
  COURSE_CODE_EXPIRED: {
    zh_cn: '该课程兑换码已过期',
    zh_hant: '該課程兌換碼已過期',
    en_us: 'This course code has expired.',
  },
  COURSE_CODE_COURSE_UNAVAILABLE: {
    zh_cn: '该兑换码对应的课程已无法学习，请联系管理员',
    zh_hant: '該兌換碼對應的課程已無法學習，請聯絡管理員',
    en_us: 'The course of this code can no longer be studied. Contact your administrator.',
  },
};
