import { Alert, Button, Message, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '../../../../protocol';
import type { CourseDetailContext, CourseDetailSlots } from '../../../components/course/course-detail-context';
import { StatusPanel } from '../../../components/status-panel';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { verifyCourse } from '../api/courses-api';
import { ChapterList } from '../components/chapter-list';
import { CourseHeader } from '../components/course-header';
import { CourseSignInFace, publicFaceOf } from '../components/course-sign-in-face';
import { ForeignCourseNotice, type ForeignCourse } from '../components/foreign-course-notice';
import { CourseStatePanel } from '../components/course-state-panel';
import { RecommendedCourses } from '../components/recommended-courses';
import { SharePoster } from '../components/share-poster';
import { chapterToOpen } from '../course-format';
import { useCourseDetail } from '../hooks/use-course-detail';
import '../courses.css';
import '../courses-mobile.css';

export interface CourseDetailPageProps {
  courseId: number;
  signedIn: boolean;
  /** The parts other areas fill (study player, social buttons and tabs, purchase). */
  slots: CourseDetailSlots;
  onSignIn: () => void;
  /** Inside a host with its own share sheet (DingTalk): send the course into a chat. */
  onHostShare?: ((content: { url: string; title: string; text: string }) => Promise<void>) | null;
  /** The enterprise's name, for a visitor asked to sign in. */
  enterpriseName?: string;
  /** Another organisation's course behind a shared link, shown as its visitors see it (issue 17). */
  foreign?: ForeignCourse | null;
}

/** The gateway shows this course to members only: a visitor must sign in (or a member of another enterprise is one). */
function isMembersOnly(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCode.UNAUTHORIZED || error.code === ErrorCode.FORBIDDEN);
}

/** /course/:id — the course, its chapters and the learner's progress, or why it cannot be studied. */
export function CourseDetailPage(props: CourseDetailPageProps) {
  const { courseId, signedIn, slots, onSignIn, onHostShare = null, foreign = null } = props;
  const { t } = useTranslation('courses');
  // A visitor's refusal is explained here (sign in), not by the global prompt redirect.
  const { detail, chapterId, refresh, selectChapter } = useCourseDetail(courseId, {
    visitorOf: foreign?.visitorOf ?? null,
    ownErrors: !signedIn || foreign !== null,
  });
  const [sharing, setSharing] = useState(false);
  const [opening, setOpening] = useState(false);
  const notice = foreign ? <ForeignCourseNotice foreign={foreign} /> : null;
  if (foreign && detail.isError) {
    return (
      <div className="lp-course-detail">
        {notice}
        <StatusPanel
          title={isMembersOnly(detail.error) ? t('detail.foreign.membersOnly') : t('detail.notFound')}
          description={isMembersOnly(detail.error) ? t('detail.foreign.membersOnlyText') : t('detail.notFoundText')}
        />
      </div>
    );
  }
  if (!signedIn && detail.isError && isMembersOnly(detail.error))
    return (
      <CourseSignInFace
        courseId={courseId}
        enterpriseName={props.enterpriseName ?? ''}
        face={isApiError(detail.error) ? publicFaceOf(detail.error.data) : null}
        onSignIn={onSignIn}
      />
    );

  if (!(courseId > 0) || (detail.error && isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND)) {
    return (
      <StatusPanel
        title={t('detail.notFound')}
        description={t('detail.notFoundText')}
        actions={<Link to="/course">{t('detail.backToLibrary')}</Link>}
      />
    );
  }
  if (detail.isError) {
    return (
      <StatusPanel
        tone="error"
        role="alert"
        title={t('detail.error')}
        description={errorText(detail.error)}
        actions={
          <Button type="primary" onClick={() => void detail.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  if (!detail.data) {
    return (
      <div className="lp-course-loading" role="status">
        <Spin tip={t('detail.loading')} />
      </div>
    );
  }

  const course = detail.data;
  // Another organisation's course is only looked at: nothing here studies, buys or posts in it.
  const studyable = !foreign && (course.access === 'available' || course.access === 'preview');
  const ctx: CourseDetailContext = { course, chapterId: studyable ? chapterId : null, selectChapter, refresh };
  const hidden = course.access === 'not_visible' || course.access === 'deleted' || foreign !== null;

  /** Check access again right before a chapter opens (it may have changed since the page loaded). */
  const open = async (id: number) => {
    setOpening(true);
    try {
      const verdict = await verifyCourse(course.id, course.preview);
      if (verdict.access === 'available' || verdict.access === 'preview') selectChapter(id);
      else refresh();
    } catch (error) {
      Message.error(errorText(error));
    } finally {
      setOpening(false);
    }
  };
  const target = chapterToOpen(course.chapters, course.lastChapterId);
  // Enrolled by a code or an assignment is not started: only study counts.
  const started = course.lastChapterId !== null || course.chapters.some((c) => c.completed || c.positionSeconds > 0);
  const primary = !studyable ? null : !signedIn ? (
    <Button type="primary" size="large" onClick={onSignIn}>
      {t('detail.signInToStudy')}
    </Button>
  ) : target !== null ? (
    <Button type="primary" size="large" loading={opening} onClick={() => void open(target)}>
      {course.completed ? t('detail.review') : started ? t('detail.continue') : t('detail.start')}
    </Button>
  ) : null;

  const tabs = [
    {
      key: 'chapters',
      title: t('detail.chapters'),
      content: (
        <ChapterList
          chapters={course.chapters}
          openChapterId={ctx.chapterId}
          canOpen={studyable && signedIn}
          onOpen={(id) => void open(id)}
        />
      ),
    },
    {
      key: 'intro',
      title: t('detail.introduction'),
      content: <p className="lp-course-summary">{course.summary || t('detail.noSummary')}</p>,
    },
    ...(hidden ? [] : slots.tabs(ctx)),
  ];

  return (
    <div className="lp-course-detail">
      {notice}
      {course.preview ? <Alert type="info" className="lp-course-preview" content={t('detail.previewNotice')} /> : null}
      <CourseHeader
        course={course}
        actions={hidden ? null : slots.actions(ctx)}
        primary={primary}
        onShare={hidden ? null : () => setSharing(true)}
      />
      {!studyable && !foreign ? (
        <CourseStatePanel
          course={course}
          signedIn={signedIn}
          purchase={slots.purchase(ctx)}
          onSignIn={onSignIn}
          onRefresh={refresh}
        />
      ) : null}
      {studyable && ctx.chapterId !== null ? (
        <section className="lp-course-study" aria-label={t('detail.studyArea')}>
          {slots.study(ctx)}
        </section>
      ) : null}
      <div className="lp-course-detail-main">
        {hidden && !foreign ? (
          <div className="lp-course-detail-spacer" />
        ) : (
          <Tabs className="lp-course-tabs" defaultActiveTab="chapters">
            {tabs.map((tab) => (
              <Tabs.TabPane key={tab.key} title={tab.title}>
                {tab.content}
              </Tabs.TabPane>
            ))}
          </Tabs>
        )}
        {foreign ? null : <RecommendedCourses courseId={course.id} />}
      </div>
      {sharing ? (
        <SharePoster courseId={course.id} open={sharing} onClose={() => setSharing(false)} onHostShare={onHostShare} />
      ) : null}
    </div>
  );
}
