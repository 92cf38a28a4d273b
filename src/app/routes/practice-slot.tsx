import { lazy, Suspense } from 'react';
import type { CourseDetailContext } from '../../components/course/course-detail-context';
import { useIsLoggedIn } from '../../features/session';

/* The practice area on the course detail page (decision 0027): a link to the course's practice
 * beside the title, loaded with the first course page that has one. */
const Link = lazy(() => import('../../features/practice').then((m) => ({ default: m.CoursePracticeLink })));

function PracticeLink({ ctx }: { ctx: CourseDetailContext }) {
  const signedIn = useIsLoggedIn();
  const { access } = ctx.course;
  if (!signedIn || (access !== 'available' && access !== 'preview')) return null;
  return (
    <Suspense fallback={null}>
      <Link courseId={ctx.course.id} />
    </Suspense>
  );
}

/** Beside the course title, after the other areas' actions. */
export function renderPracticeLink(ctx: CourseDetailContext): React.ReactNode {
  return <PracticeLink ctx={ctx} />;
}
