import { Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { HomeworkState } from '../../../../protocol';

const COLOR: Record<HomeworkState, string> = {
  not_submitted: 'gray',
  pending: 'orange',
  passed: 'green',
  failed: 'red',
  excellent: 'gold',
  withdrawn: 'purple',
};

/** The state in words (colour only repeats it, decision 0044). */
export function HomeworkStateTag({ state }: { state: HomeworkState }) {
  const { t } = useTranslation('homework');
  return (
    <Tag color={COLOR[state]} className="lp-homework-state">
      {t(`state.${state}`)}
    </Tag>
  );
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
