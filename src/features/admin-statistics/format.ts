/** Numbers of the statistics page, in the page's language. */

/** Hours from seconds, one decimal ("12.5"). */
export function hoursOf(seconds: number, language: string): string {
  return (seconds / 3600).toLocaleString(localeOf(language), { maximumFractionDigits: 1, minimumFractionDigits: 0 });
}

/** Hours as a number with one decimal, for charts. */
export const hoursValue = (seconds: number): number => Math.round(seconds / 360) / 10;

/** A pass rate in percent with one decimal; null when no paper was scored. */
export function passRateOf(passed: number, scored: number): number | null {
  return scored > 0 ? Math.round((passed / scored) * 1000) / 10 : null;
}

export function countOf(n: number, language: string): string {
  return n.toLocaleString(localeOf(language));
}

export function localeOf(language: string): string {
  return language === 'zh_hant' ? 'zh-Hant' : language === 'en_us' ? 'en' : 'zh-CN';
}

/** "11-26" for axis labels of a 'YYYY-MM-DD' day. */
export const shortDay = (day: string): string => day.slice(5);

/** The relative change from the previous period, in whole percent; null when there was nothing before. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}
