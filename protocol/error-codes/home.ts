import type { Language } from '../constants';

/** The home page (42490-42499, decision 0023). */
export const HOME_ERROR_CODES = {} as const;

export const HOME_ERROR_MESSAGES: Record<keyof typeof HOME_ERROR_CODES, Record<Language, string>> = {};
