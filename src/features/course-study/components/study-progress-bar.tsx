import { Progress, Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { StudyChapter } from '../../../../protocol';
import { formatClock } from './format-time';

/** The open chapter's credited time against what finishes it, live from the heartbeats. */
export function StudyProgressBar({ chapter, preview }: { chapter: StudyChapter; preview: boolean }) {
  const { t } = useTranslation('course-study');
  if (preview)
    return (
      <p className="lp-study-status">
        <Tag color="orange">{t('status.preview')}</Tag> {t('status.previewHint')}
      </p>
    );
  if (chapter.completed)
    return (
      <p className="lp-study-status" role="status">
        <Tag color="green">{t('status.completed')}</Tag>
      </p>
    );
  if (chapter.requiredSeconds === null) return <p className="lp-study-status">{t('status.scormHint')}</p>;
  const percent = Math.min(100, Math.round((chapter.creditedSeconds / Math.max(1, chapter.requiredSeconds)) * 100));
  return (
    <div className="lp-study-status" role="status" aria-label={t('status.label')}>
      <span>
        {t('status.studied', {
          studied: formatClock(chapter.creditedSeconds),
          required: formatClock(chapter.requiredSeconds),
        })}
      </span>
      <Progress percent={percent} size="small" style={{ width: 240 }} />
    </div>
  );
}
