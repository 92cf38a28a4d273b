import { useTranslation } from 'react-i18next';
import type { HomeworkState } from '../../../../protocol';

/** The state in words (colour only repeats it, decision 0044). */
export function HomeworkStateTag({ state }: { state: HomeworkState }) {
  const { t } = useTranslation('homework');
  return <span className={`lp-homework-state lp-homework-state--${state}`}>{t(`state.${state}`)}</span>;
}

/** Scores carry at most one decimal (spec 001 §5): 7 → "7", 7.25 → "7.3". */
export function formatScore(score: number): string {
  return String(Math.round(score * 10) / 10);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
