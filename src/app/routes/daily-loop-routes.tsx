import { CourseLink } from '../../components/course/course-link';
import {
  CreditsPage,
  DurationPage,
  MedalPage,
  PointsPage,
  RankingPage,
  StudyCalendarPage,
} from '../../features/daily-loop';

/** The daily loop's routes (spec 000 §2 /top, /my/medal, /my/studycalendar, /my/my-integral, /my/my-credit, /my/my-duration). */

export const TopRoute = () => <RankingPage />;
export const MedalRoute = () => <MedalPage />;
export const StudyCalendarRoute = () => <StudyCalendarPage />;
export const MyIntegralRoute = () => <PointsPage />;
export const MyDurationRoute = () => <DurationPage />;
export const MyCreditRoute = () => (
  <CreditsPage renderCourseLink={(courseId, title) => <CourseLink to={`/course/${courseId}`}>{title}</CourseLink>} />
);
