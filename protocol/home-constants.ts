/*
 * The home page's constants without zod, so the header and the home page use them without bringing
 * the response schemas (schemas/home.ts) into the start-up chunk (decision 0024).
 */

export const HOME_DISPLAY_TYPES = [
  'banner',
  'advert',
  'course',
  'package',
  'task',
  'news',
  'lecturer',
  'partner',
] as const;
export type HomeDisplayType = (typeof HOME_DISPLAY_TYPES)[number];

/** Panels that are pure promotion: spec 000 §4 never flags them noData (they are left out instead). */
export const ADVERT_DISPLAY_TYPES: readonly HomeDisplayType[] = ['banner', 'advert'];

export const HOME_LIMITS = {
  /** Largest page a module may ask for. */
  maxPageSize: 24,
  /** One log upload: entries, and characters per field. */
  logEntries: 20,
  logMessageChars: 1000,
  logStackChars: 4000,
  logUrlChars: 500,
  /** The whole `entries` field (JSON text) of one upload. */
  logBatchChars: 64_000,
  enquiryCompanyChars: 100,
  enquiryMessageChars: 500,
} as const;

export const INDEX_LIST_KINDS = ['study', 'train', 'activity'] as const;
export type IndexListKind = (typeof INDEX_LIST_KINDS)[number];
