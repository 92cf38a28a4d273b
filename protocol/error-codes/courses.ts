import type { Language } from '../constants';

/** Course library, detail, states and refusals, redemption (42300-42349). */
export const COURSE_ERROR_CODES = {} as const;

export const COURSE_ERROR_MESSAGES: Record<keyof typeof COURSE_ERROR_CODES, Record<Language, string>> = {};
