import type { Language } from '../constants';

/** Administrators' statistics and their export (44560-44569, decision 0056). */
export const ADMIN_STATISTICS_ERROR_CODES = {
  /** A custom period whose days are not real dates, end before they start or lie in the future. */
  STATISTICS_PERIOD_INVALID: 44560,
  /** A custom period longer than a year (ADMIN_STATISTICS_LIMITS.maxDays). */
  STATISTICS_PERIOD_TOO_LONG: 44561,
} as const;

export const ADMIN_STATISTICS_ERROR_MESSAGES: Record<
  keyof typeof ADMIN_STATISTICS_ERROR_CODES,
  Record<Language, string>
> = {
  STATISTICS_PERIOD_INVALID: {
    zh_cn: '统计时间段无效：请选择不晚于今天的开始和结束日期，且开始不晚于结束',
    zh_hant: '統計時間段無效：請選擇不晚於今天的開始和結束日期，且開始不晚於結束',
    en_us: 'This period is not valid: choose a start and an end no later than today, the start before the end',
  },
  STATISTICS_PERIOD_TOO_LONG: {
    zh_cn: '统计时间段最长为 366 天',
    zh_hant: '統計時間段最長為 366 天',
    en_us: 'A period can be at most 366 days long',
  },
};
