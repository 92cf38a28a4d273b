import dayjs from 'dayjs';
import type { Language } from '../../protocol';
import { i18n } from './i18n';

/**
 * The named forms of a moment the portal shows. The numeric forms are ISO-ordered in all three
 * languages (2026-11-23 14:05): unambiguous in English, and the form Chinese readers expect;
 * `longDate` is worded in the app's language ("23 Nov 2026", "2026年11月23日"); `iso` is for a
 * `<time dateTime>` attribute. Times are the reader's local time. Decision 0032.
 */
export type DateFormat = 'date' | 'dateTime' | 'time' | 'monthDay' | 'longDate' | 'iso';

const NUMERIC: Record<Exclude<DateFormat, 'longDate' | 'iso'>, string> = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm',
  time: 'HH:mm',
  monthDay: 'MM-DD',
};

const INTL_LOCALE: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-TW', en_us: 'en-GB' };

/** A date as the API may give it: epoch seconds or milliseconds (number or digits), or local text. */
export type ApiDate = number | string | null | undefined;

const DIGITS = /^\d+(\.\d+)?$/;
const LOCAL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Spec 000 §5: a number of 10 digits is seconds; any other is milliseconds. */
function epochMillis(value: number): number {
  return Math.trunc(Math.abs(value)).toString().length === 10 ? Math.round(value * 1000) : value;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' as a local moment; null for an impossible day or time. */
function localMillis(text: string): number | null {
  const match = LOCAL_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute;
  return same ? date.getTime() : null;
}

/**
 * The one conversion every date the API gives passes through (issue 18 item 5), for showing
 * and for comparing alike: milliseconds since the epoch, or null for a missing moment (null,
 * undefined, '', 0, NaN) or text that is no date. Our server sends milliseconds, but spec 000
 * §5 lets a gateway send seconds; a 10-digit value read as milliseconds would be January 1970.
 */
export function toMillis(value: ApiDate): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0 ? epochMillis(value) : null;
  const text = value.trim();
  if (DIGITS.test(text)) return toMillis(Number(text));
  return localMillis(text);
}

/** A moment in a named form; '' for a missing moment. Any form toMillis reads. */
export function formatDate(value: ApiDate, format: DateFormat = 'dateTime', language: string = i18n.language): string {
  const ms = toMillis(value);
  if (ms === null) return '';
  if (format === 'iso') return new Date(ms).toISOString();
  if (format !== 'longDate') return dayjs(ms).format(NUMERIC[format]);
  const locale = INTL_LOCALE[language as Language] ?? INTL_LOCALE.en_us;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(ms));
}

/** A moment in a pattern a locale file gives (the study calendar's month heading); '' when missing. */
export function formatDateAs(value: ApiDate, pattern: string): string {
  const ms = toMillis(value);
  return ms === null ? '' : dayjs(ms).format(pattern);
}
