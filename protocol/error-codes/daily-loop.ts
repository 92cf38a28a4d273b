import type { Language } from '../constants';

/** Points, check-in, rankings, medals, study calendar (42450-42469). */
export const DAILY_LOOP_ERROR_CODES = {
  /** The learner's points balance is below what the action costs (`data.balance`, `data.needed`). */
  POINTS_INSUFFICIENT: 42450,
} as const;

export const DAILY_LOOP_ERROR_MESSAGES: Record<keyof typeof DAILY_LOOP_ERROR_CODES, Record<Language, string>> = {
  POINTS_INSUFFICIENT: { zh_cn: '积分不足', zh_hant: '積分不足', en_us: 'You do not have enough points.' },
};
