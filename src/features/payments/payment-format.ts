/** Money always with two decimals (spec 001 §9); the wire already carries "99.00". */
export function formatMoney(price: string): string {
  const [whole = '0', cents = '00'] = price.split('.');
  return `¥${whole}.${cents.padEnd(2, '0').slice(0, 2)}`;
}

/** Points are whole numbers, grouped for reading: 1280 → "1,280". */
export function formatPoints(points: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.trunc(points));
}

/** Study time as hours and minutes, e.g. { hours: 1, minutes: 10 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * One id per purchase attempt, reused on every retry of that attempt, so the server charges
 * once (decision 0019). getRandomValues works outside secure contexts too (unlike randomUUID).
 */
export function newPurchaseRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `pr-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
