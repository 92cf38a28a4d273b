/** Scores carry at most one decimal (decision 0026). */
export function formatScore(score: number | null): string {
  if (score === null) return '—';
  return String(Math.round(score * 10) / 10);
}
