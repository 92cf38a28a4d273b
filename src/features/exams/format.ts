import dayjs from 'dayjs';

/** "2026-11-23 14:00" in the learner's local time. */
export function formatDateTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm');
}

/** Scores carry at most one decimal (decision 0026). */
export function formatScore(score: number | null): string {
  if (score === null) return '—';
  return String(Math.round(score * 10) / 10);
}
