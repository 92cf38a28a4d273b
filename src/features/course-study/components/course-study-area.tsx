import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useStudyStart } from '../hooks/use-study-start';
import { ChapterView } from './chapter-view';
import { StudyStartPanel } from './study-start-panel';
import '../course-study.css';
import '../course-study-mobile.css';

export interface StudyChapterSummary {
  id: number;
  title: string;
  locked: boolean;
  completed: boolean;
}

export interface CourseStudyAreaProps {
  courseId: number;
  chapterId: number | null;
  preview: boolean;
  /** The page's resource_relation (normalised JSON), sent with each chapter's study start. */
  resourceRelation?: string;
  chapters: StudyChapterSummary[];
  lastChapterId: number | null;
  onSelectChapter: (chapterId: number) => void;
  /** A chapter finished: the page re-reads the course (chapter list, progress). */
  onChapterCompleted: () => void;
  /** The learner studies in another window: the portal leaves for the refusal page. */
  onMultiWindow: () => void;
  openExternal: (url: string) => void;
  /** Opens a portal page the host's way (the document's full-page preview). */
  openRoute: (path: string) => void;
  reloadPage: () => void;
}

/** The study area of the course detail page: the open chapter, or where to start. */
export function CourseStudyArea(props: CourseStudyAreaProps) {
  if (props.chapterId === null)
    return (
      <StudyStartPanel
        chapters={props.chapters}
        lastChapterId={props.lastChapterId}
        onSelectChapter={props.onSelectChapter}
      />
    );
  return <OpenChapter {...props} chapterId={props.chapterId} key={props.chapterId} />;
}

function OpenChapter({
  courseId,
  chapterId,
  preview,
  resourceRelation,
  chapters,
  onSelectChapter,
  onChapterCompleted,
  onMultiWindow,
  openExternal,
  openRoute,
  reloadPage,
}: CourseStudyAreaProps & { chapterId: number }) {
  const { t } = useTranslation('course-study');
  const start = useStudyStart({ courseId, chapterId, preview, ...(resourceRelation ? { resourceRelation } : {}) });
  const refusal = isApiError(start.error) ? start.error : null;
  const multiWindow = refusal?.code === ErrorCode.STUDY_MULTI_WINDOW;
  useEffect(() => {
    if (multiWindow) onMultiWindow();
  }, [multiWindow, onMultiWindow]);

  const index = chapters.findIndex((c) => c.id === chapterId);
  const title = chapters[index]?.title ?? '';
  const next = index >= 0 && index + 1 < chapters.length ? chapters[index + 1]! : null;

  if (start.isPending || multiWindow) return <Spin className="lp-study-loading" tip={t('state.opening')} />;
  if (start.isError) {
    const sequential =
      refusal?.code === ErrorCode.STUDY_SEQUENTIAL_REQUIRED
        ? (refusal.data as { chapterId?: number; title?: string } | null)
        : null;
    return (
      <Result
        status="warning"
        title={t('state.refused')}
        subTitle={errorText(start.error)}
        extra={
          sequential?.chapterId ? (
            <Button type="primary" onClick={() => onSelectChapter(sequential.chapterId!)}>
              {t('state.goToChapter', { title: sequential.title ?? '' })}
            </Button>
          ) : (
            <Button onClick={() => void start.refetch()}>{t('common:retry')}</Button>
          )
        }
      />
    );
  }
  return (
    <section className="lp-study-area" aria-label={t('area.label', { title })}>
      <h2 className="lp-study-title">{title}</h2>
      <ChapterView
        courseId={courseId}
        start={start.data}
        title={title}
        next={next}
        onSelectChapter={onSelectChapter}
        onChapterCompleted={onChapterCompleted}
        // Taken over or timed out: open again (this window takes its session back, or is refused).
        onSessionEnded={() => void start.refetch()}
        openExternal={openExternal}
        openRoute={openRoute}
        reloadPage={reloadPage}
      />
    </section>
  );
}
