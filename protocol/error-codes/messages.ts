import type { Language } from '../constants';

/** The message centre (42470-42489). */
export const MESSAGE_ERROR_CODES = {} as const;

export const MESSAGE_ERROR_MESSAGES: Record<keyof typeof MESSAGE_ERROR_CODES, Record<Language, string>> = {};
