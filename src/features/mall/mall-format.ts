/** Points grouped for reading: 1280 → "1,280". */
export function formatPoints(points: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.trunc(points));
}

/**
 * One id per exchange or draw attempt, reused on every retry of that attempt, so the server acts
 * once (decision 0050). getRandomValues works outside secure contexts too (unlike randomUUID).
 */
export function newMallRequestId(prefix: 'ex' | 'dr'): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
