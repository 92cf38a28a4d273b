import type { Language } from '../constants';

/** Error reports from the player and the exam page (42570-42579, issue 17). */
export const FEEDBACK_ERROR_CODES = {
  /** Too many reports in a short time from one learner; `data.retryAfterSeconds`. */
  FEEDBACK_TOO_FREQUENT: 42570,
} as const;

type Messages = Record<keyof typeof FEEDBACK_ERROR_CODES, Record<Language, string>>;

export const FEEDBACK_ERROR_MESSAGES: Messages = {
  FEEDBACK_TOO_FREQUENT: {
    zh_cn: '反馈过于频繁，请稍后再试',
    zh_hant: '回報過於頻繁，請稍後再試',
    en_us: 'You have sent many reports just now: please try again later',
  },
};
