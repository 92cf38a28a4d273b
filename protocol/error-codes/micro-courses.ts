import type { Language } from '../constants';

/** Micro-course upload, drafts, transcoding, review (42430-42449). */
export const MICRO_COURSE_ERROR_CODES = {} as const;

export const MICRO_COURSE_ERROR_MESSAGES: Record<keyof typeof MICRO_COURSE_ERROR_CODES, Record<Language, string>> = {};
