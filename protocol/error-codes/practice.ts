import type { Language } from '../constants';

/** Practice, daily practice, the wrong-question notebook and exercise records (42550-42569, decision 0027). */
export const PRACTICE_ERROR_CODES = {
  /** The course has no practice, or the learner may not see it. */
  PRACTICE_NOT_AVAILABLE: 42550,
} as const;

export const PRACTICE_ERROR_MESSAGES: Record<keyof typeof PRACTICE_ERROR_CODES, Record<Language, string>> = {
  PRACTICE_NOT_AVAILABLE: {
    zh_cn: '该练习暂不可用',
    zh_hant: '該練習暫不可用',
    en_us: 'This practice is not available',
  },
};
