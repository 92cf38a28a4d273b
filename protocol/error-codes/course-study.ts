import type { Language } from '../constants';

/** Studying chapters: media, heartbeats, SCORM (42350-42379). */
export const COURSE_STUDY_ERROR_CODES = {} as const;

export const COURSE_STUDY_ERROR_MESSAGES: Record<keyof typeof COURSE_STUDY_ERROR_CODES, Record<Language, string>> = {};
