import type { Language } from '../constants';

/** Points, check-in, rankings, medals, study calendar (42450-42469). */
export const DAILY_LOOP_ERROR_CODES = {
  /** The learner's points balance is below what the action costs (`data.balance`, `data.needed`). */
  POINTS_INSUFFICIENT: 42450,
  /** The enterprise has switched the daily check-in off. */
  CHECKIN_DISABLED: 42451,
  /** A study-calendar range longer than 90 days (spec 001 §9), or one that ends before it starts (`data.maxDays`). */
  CALENDAR_RANGE_TOO_LONG: 42452,
} as const;

export const DAILY_LOOP_ERROR_MESSAGES: Record<keyof typeof DAILY_LOOP_ERROR_CODES, Record<Language, string>> = {
  POINTS_INSUFFICIENT: { zh_cn: '积分不足', zh_hant: '積分不足', en_us: 'You do not have enough points.' },
  CHECKIN_DISABLED: { zh_cn: '签到功能未开启', zh_hant: '簽到功能未開啟', en_us: 'Daily check-in is switched off.' },
  CALENDAR_RANGE_TOO_LONG: {
    zh_cn: '学习日历最多查询 90 天',
    zh_hant: '學習日曆最多查詢 90 天',
    en_us: 'The study calendar shows at most 90 days at a time.',
  },
};
