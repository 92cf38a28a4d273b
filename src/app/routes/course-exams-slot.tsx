import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CourseDetailContext } from '../../components/course/course-detail-context';
import { useIsLoggedIn } from '../../features/session';

/* The course's after-class exams on its detail page (issue 17): a row of its own under the
 * header's actions (nothing when the course has none), shown whether or not a chapter is open. */
const CourseExams = lazy(() => import('../../features/exams').then((m) => ({ default: m.CourseExams })));

function CourseExamsSlot({ ctx }: { ctx: CourseDetailContext }) {
  const signedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const actions = useMemo(
    () => ({
      onOpen: (examId: number) => navigate(`/task/exam/excessive/${examId}`),
      onContinue: (attemptId: number) => navigate(`/task/exam/questions/${attemptId}`),
      onResult: (examId: number) => navigate(`/task/exam/result/${examId}`),
    }),
    [navigate],
  );
  const { access } = ctx.course;
  if (!signedIn || ctx.course.preview || (access !== 'available' && access !== 'preview')) return null;
  return (
    <Suspense fallback={null}>
      <CourseExams courseId={ctx.course.id} courseCompleted={ctx.course.completed} actions={actions} />
    </Suspense>
  );
}

export function renderCourseExams(ctx: CourseDetailContext): React.ReactNode {
  return <CourseExamsSlot ctx={ctx} />;
}
