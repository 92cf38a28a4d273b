import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseResourceRelation } from '../../../protocol';
import { getHostAdapter } from '../../../host-adapters';
import type { CourseDetailContext } from '../../components/course/course-detail-context';
import { CourseStudyArea } from '../../features/course-study';

/** The course detail page's study area (decision 0017), filled by the course-study area. */
export function renderCourseStudy(ctx: CourseDetailContext): React.ReactNode {
  return <CourseStudySlot ctx={ctx} />;
}

function CourseStudySlot({ ctx }: { ctx: CourseDetailContext }) {
  const navigate = useNavigate();
  const { course } = ctx;
  // The learner studies in another window: spec 000 §2's refusal page names the course.
  const onMultiWindow = useCallback(
    () => navigate(`/refused/${course.id}/${encodeURIComponent(course.title)}`, { replace: true }),
    [navigate, course.id, course.title],
  );
  const navigation = getHostAdapter().navigation;
  // spec 000 §1's resource_relation: a malformed one is ignored, a good one goes with the study start.
  const relation = parseResourceRelation(useSearchParams()[0].get('resource_relation'));
  return (
    <CourseStudyArea
      courseId={course.id}
      chapterId={ctx.chapterId}
      preview={course.preview}
      {...(relation ? { resourceRelation: JSON.stringify(relation) } : {})}
      chapters={course.chapters}
      lastChapterId={course.lastChapterId}
      onSelectChapter={ctx.selectChapter}
      onChapterCompleted={ctx.refresh}
      onMultiWindow={onMultiWindow}
      openExternal={(url) => navigation.openExternal(url)}
      openRoute={(path) => navigation.openRoute(path)}
      reloadPage={() => navigation.reload()}
    />
  );
}
