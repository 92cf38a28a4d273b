import { formatDate } from '../../../lib/date-format';
import type { TFunction } from 'i18next';
import type { HomeItem } from '../../../../protocol';

/** The small facts under a card's title, in the reader's language. */
export function priceText(t: TFunction, item: HomeItem): string {
  if (item.feeType !== 'paid') return t('home:card.free');
  // Points are what a learner pays with here: a points pack's price is its points, not its money price.
  if (item.pointsPrice) return t('home:card.points', { points: item.pointsPrice, count: item.pointsPrice });
  return t('home:card.price', { price: ((item.priceCents ?? 0) / 100).toFixed(2) });
}

export function dateText(ms: number | undefined): string {
  return formatDate(ms, 'date');
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dr\.|Mr\.|Ms\.)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (/[\u4e00-\u9fff]/.test(words[0]!)) return words[0]!.slice(-2);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
