import type { CourseDetailContext } from '../../components/course/course-detail-context';

/** The buy panel of a course that must be bought first; filled by the payments area. */
export function renderCoursePurchase(_ctx: CourseDetailContext): React.ReactNode {
  return null;
}
