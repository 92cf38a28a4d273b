import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetailContext, CourseDetailTab } from '../../components/course/course-detail-context';
import { useIsLoggedIn } from '../../features/session';

/*
 * The course-social area on the course detail page (decision 0018). Its code and strings load
 * with the first course page that shows them, not with the library.
 */
const social = () => import('../../features/course-social');
const Actions = lazy(() => social().then((m) => ({ default: m.CourseActions })));
const Notes = lazy(() => social().then((m) => ({ default: m.NotesPanel })));
const Comments = lazy(() => social().then((m) => ({ default: m.CommentsPanel })));
const Downloads = lazy(() => social().then((m) => ({ default: m.DownloadsPanel })));

/** Tab titles of the social tabs, and the sign-in hint inside them (the course-social namespace). */
function SocialTabTitle({ kind }: { kind: 'notes' | 'comments' | 'materials' | 'signIn' }) {
  const { t } = useTranslation('course-social');
  if (kind === 'signIn') return <p className="lp-social-muted">{t('tabs.signIn')}</p>;
  return <>{t(`tabs.${kind}`)}</>;
}

function CourseSocialActions({ ctx }: { ctx: CourseDetailContext }) {
  const signedIn = useIsLoggedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Actions course={ctx.course} signedIn={signedIn} onChanged={ctx.refresh} />
    </Suspense>
  );
}

/** Notes and comments need a signed-in learner on a course they may study. */
function SignedIn({ children }: { children: React.ReactNode }) {
  return useIsLoggedIn() ? <Suspense fallback={null}>{children}</Suspense> : <SocialTabTitle kind="signIn" />;
}

/** Buttons beside the course title: collect, praise, rate, reward. */
export function renderCourseActions(ctx: CourseDetailContext): React.ReactNode {
  return <CourseSocialActions ctx={ctx} />;
}

/** Tabs below the chapter list: notes, comments and (where allowed) the course's documents. */
export function courseSocialTabs(ctx: CourseDetailContext): CourseDetailTab[] {
  const { course } = ctx;
  if (course.access !== 'available' && course.access !== 'preview') return [];
  const tabs: CourseDetailTab[] = [
    {
      key: 'notes',
      title: <SocialTabTitle kind="notes" />,
      content: (
        <SignedIn>
          <Notes course={course} openChapterId={ctx.chapterId} />
        </SignedIn>
      ),
    },
    {
      key: 'comments',
      title: <SocialTabTitle kind="comments" />,
      content: (
        <SignedIn>
          <Comments courseId={course.id} />
        </SignedIn>
      ),
    },
  ];
  if (course.allowDownload && course.chapters.some((c) => c.kind === 'document')) {
    tabs.push({
      key: 'materials',
      title: <SocialTabTitle kind="materials" />,
      content: (
        <SignedIn>
          <Downloads course={course} />
        </SignedIn>
      ),
    });
  }
  return tabs;
}
