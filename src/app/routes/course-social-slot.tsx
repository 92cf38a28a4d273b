import type { CourseDetailContext, CourseDetailTab } from '../../components/course/course-detail-context';

/** Buttons beside the course title; filled by the course-social area. */
export function renderCourseActions(_ctx: CourseDetailContext): React.ReactNode {
  return null;
}

/** Tabs below the chapter list (notes, comments); filled by the course-social area. */
export function courseSocialTabs(_ctx: CourseDetailContext): CourseDetailTab[] {
  return [];
}
