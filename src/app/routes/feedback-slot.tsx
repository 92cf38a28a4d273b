import { lazy, Suspense } from 'react';
import type { CourseDetailContext } from '../../components/course/course-detail-context';
import type { ReportErrorSlot } from '../../features/exams';
import { useIsLoggedIn } from '../../features/session';

/* "Report an error" under the open chapter and on the exam page (issue 17): the feedback area's
 * button, composed here so neither the study nor the exams area imports it. */
const ReportErrorButton = lazy(() => import('../../features/feedback').then((m) => ({ default: m.ReportErrorButton })));

function StudyFeedback({ ctx }: { ctx: CourseDetailContext }) {
  const signedIn = useIsLoggedIn();
  if (!signedIn || ctx.chapterId === null || ctx.course.preview) return null;
  return (
    <Suspense fallback={null}>
      <div className="lp-feedback-row">
        <ReportErrorButton subject={{ source: 'course', courseId: ctx.course.id, chapterId: ctx.chapterId }} />
      </div>
    </Suspense>
  );
}

export function renderStudyFeedback(ctx: CourseDetailContext): React.ReactNode {
  return <StudyFeedback ctx={ctx} />;
}

export const renderExamFeedback: ReportErrorSlot = ({ examId, questionId, position }) => (
  <Suspense fallback={null}>
    <ReportErrorButton subject={{ source: 'exam', examId, questionId }} position={() => position} />
  </Suspense>
);
