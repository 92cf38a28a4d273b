import { IconCheckCircleFill, IconLock } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { CourseChapterInfo } from '../../../../protocol';
import { formatDuration } from '../course-format';
import { MediaIcon } from './media-icon';

export interface ChapterListProps {
  chapters: CourseChapterInfo[];
  openChapterId: number | null;
  /** False when the course cannot be studied now: chapters are listed but do not open. */
  canOpen: boolean;
  onOpen: (id: number) => void;
}

/** The course's chapters with kind, length, the learner's ticks and sequential locks. */
export function ChapterList({ chapters, openChapterId, canOpen, onOpen }: ChapterListProps) {
  const { t } = useTranslation('courses');
  if (chapters.length === 0) return <p className="lp-chapter-empty">{t('detail.noChapters')}</p>;
  return (
    <ol className="lp-chapter-list">
      {chapters.map((chapter, index) => {
        const disabled = !canOpen || chapter.locked;
        const state = chapter.completed ? t('chapter.completed') : chapter.locked ? t('chapter.locked') : '';
        return (
          <li key={chapter.id} className={`lp-chapter${chapter.id === openChapterId ? ' lp-chapter-open' : ''}`}>
            <button
              type="button"
              className="lp-chapter-button"
              disabled={disabled}
              aria-current={chapter.id === openChapterId ? 'true' : undefined}
              title={chapter.locked ? t('chapter.lockedHint') : undefined}
              onClick={() => onOpen(chapter.id)}
            >
              <span className="lp-chapter-index">{index + 1}</span>
              <MediaIcon kind={chapter.kind} />
              <span className="lp-chapter-title">{chapter.title}</span>
              <span className="lp-chapter-kind">{t(`mediaType.${chapter.kind}`)}</span>
              <span className="lp-chapter-duration">
                {chapter.durationSeconds > 0 ? formatDuration(chapter.durationSeconds) : ''}
              </span>
              <span className="lp-chapter-state" role={state ? 'img' : undefined} aria-label={state || undefined}>
                {chapter.completed ? (
                  <IconCheckCircleFill className="lp-chapter-done" aria-hidden="true" />
                ) : chapter.locked ? (
                  <IconLock aria-hidden="true" />
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
