import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { MicroChapter, MicroCourse } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { mediaUrl } from '../../../lib/media-url';
import { StateTag } from './state-tag';

export interface ReviewCardProps {
  course: MicroCourse;
  busy: boolean;
  onApprove?: () => void;
  onReject?: () => void;
  onOpenFile: (url: string) => void;
  onOpenCourse: (courseId: number) => void;
}

function ChapterPreview({ chapter, onOpenFile }: { chapter: MicroChapter; onOpenFile: (url: string) => void }) {
  const { t } = useTranslation('micro-courses');
  const url = chapter.upload?.url ? mediaUrl(chapter.upload.url) : '';
  if (!url) return <span className="lp-page-subtitle">{t('review.demoFile')}</span>;
  if (chapter.kind === 'video')
    return (
      <video
        className="lp-micro-preview-video"
        src={url}
        controls
        preload="metadata"
        aria-label={t('review.play', { title: chapter.title })}
      />
    );
  if (chapter.kind === 'audio')
    return <audio src={url} controls preload="metadata" aria-label={t('review.play', { title: chapter.title })} />;
  return (
    <Button size="mini" onClick={() => onOpenFile(url)}>
      {t('review.openFile')}
    </Button>
  );
}

/** One micro-course as the reviewer sees it: facts, every chapter playable, approve / reject. */
export function ReviewCard({ course, busy, onApprove, onReject, onOpenFile, onOpenCourse }: ReviewCardProps) {
  const { t } = useTranslation('micro-courses');
  return (
    <article className="lp-micro-card" aria-label={course.title}>
      <header className="lp-micro-card__head">
        {course.cover?.url ? <img className="lp-micro-card__cover" src={mediaUrl(course.cover.url)} alt="" /> : null}
        <div className="lp-micro-card__facts">
          <h2 className="lp-micro-card__title">
            {course.title} <StateTag state={course.state} />
          </h2>
          <p className="lp-page-subtitle">
            {t('review.by', { name: course.ownerName })} · {course.categoryName} · {t(`range.${course.visibleRange}`)} ·{' '}
            {t('review.submittedAt', { time: formatDate(course.submittedAt) })}
          </p>
          {course.summary ? <p>{course.summary}</p> : null}
          {course.state === 'rejected' ? (
            <p className="lp-micro-reason">{t('mine.rejectReason', { reason: course.rejectReason })}</p>
          ) : null}
        </div>
        <div className="lp-micro-card__actions">
          {onApprove ? (
            <Button
              type="primary"
              status="success"
              disabled={busy}
              onClick={onApprove}
              aria-label={t('review.approveNamed', { title: course.title })}
            >
              {t('review.approve')}
            </Button>
          ) : null}
          {onReject ? (
            <Button
              status="danger"
              disabled={busy}
              onClick={onReject}
              aria-label={t('review.rejectNamed', { title: course.title })}
            >
              {t('review.reject')}
            </Button>
          ) : null}
          {course.courseId !== null ? (
            <Button onClick={() => onOpenCourse(course.courseId!)}>{t('mine.open')}</Button>
          ) : null}
        </div>
      </header>
      <ol className="lp-micro-card__chapters">
        {course.chapters.map((chapter, index) => (
          <li key={index} className="lp-micro-card__chapter">
            <span>
              {index + 1}. {chapter.title}{' '}
              <span className="lp-page-subtitle">
                ({t(`kind.${chapter.kind}`)}
                {chapter.durationSeconds ? ` · ${t('review.seconds', { count: chapter.durationSeconds })}` : ''})
              </span>
            </span>
            <ChapterPreview chapter={chapter} onOpenFile={onOpenFile} />
          </li>
        ))}
      </ol>
    </article>
  );
}
