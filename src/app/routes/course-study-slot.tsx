import type { CourseDetailContext } from '../../components/course/course-detail-context';

/** The course detail page's study area; filled by the course-study area. */
export function renderCourseStudy(_ctx: CourseDetailContext): React.ReactNode {
  return null;
}
