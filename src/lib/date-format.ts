import dayjs from 'dayjs';
import type { Language } from '../../protocol';
import { i18n } from './i18n';

/**
 * The named forms of a moment the portal shows. The numeric forms are ISO-ordered in all three
 * languages (2026-11-23 14:05): unambiguous in English, and the form Chinese readers expect;
 * `longDate` is worded in the app's language ("23 Nov 2026", "2026年11月23日"). Times are the
 * reader's local time. Decision 0032.
 */
export type DateFormat = 'date' | 'dateTime' | 'time' | 'monthDay' | 'longDate';

const NUMERIC: Record<Exclude<DateFormat, 'longDate'>, string> = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm',
  time: 'HH:mm',
  monthDay: 'MM-DD',
};

const INTL_LOCALE: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-TW', en_us: 'en-GB' };

/**
 * A moment in a named form: ms since the epoch, or a local day as the wire carries it
 * ("2026-11-23"). '' for a missing moment (null, 0, NaN, '').
 */
export function formatDate(
  ms: number | string | null | undefined,
  format: DateFormat = 'dateTime',
  language: string = i18n.language,
): string {
  if (!ms || (typeof ms === 'number' && !Number.isFinite(ms))) return '';
  if (format !== 'longDate') return dayjs(ms).format(NUMERIC[format]);
  const locale = INTL_LOCALE[language as Language] ?? INTL_LOCALE.en_us;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    dayjs(ms).toDate(),
  );
}
