import type { TFunction } from 'i18next';
import type { RankingKind } from '../../../../protocol';
import { durationText, formatCredits } from '../format';

/** A ranking value in its unit: points, study time, credits or completed courses. */
export function rankingValueText(kind: RankingKind, value: number, t: TFunction<'daily-loop'>): string {
  if (kind === 'hours') return durationText(value, (key, values) => t(key, values));
  if (kind === 'credits') return t('daily-loop:units.credits', { value: formatCredits(value), count: value });
  if (kind === 'courses') return t('daily-loop:units.courses', { count: value });
  return t('daily-loop:units.points', { count: value });
}
