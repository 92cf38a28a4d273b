import type { Language } from '../constants';

/** Course packages, paid courses, points payment, orders (42410-42429). */
export const PAYMENT_ERROR_CODES = {} as const;

export const PAYMENT_ERROR_MESSAGES: Record<keyof typeof PAYMENT_ERROR_CODES, Record<Language, string>> = {};
