import type { Language } from '../constants';

/** Notes, comments, ratings, collect, praise, rewards, downloads (42380-42409). */
export const COURSE_SOCIAL_ERROR_CODES = {} as const;

export const COURSE_SOCIAL_ERROR_MESSAGES: Record<keyof typeof COURSE_SOCIAL_ERROR_CODES, Record<Language, string>> = {};
