import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { openCourseRoute } from '../../components/course/course-link';
import type { CourseDetailSlots } from '../../components/course/course-detail-context';
import { CourseDetailPage, CourseLibraryPage, RefusedPage } from '../../features/courses';
import { useIsLoggedIn } from '../../features/session';
import { loginPath } from '../../lib/login-prompt';
import { fetchDingtalkSignature } from '../host-api';
import { renderCoursePurchase } from './course-purchase-slot';
import { courseSocialTabs, renderCourseActions } from './course-social-slot';
import { renderCourseExams } from './course-exams-slot';
import { renderCourseStudy } from './course-study-slot';
import { renderPracticeLink } from './practice-slot';

/* The course library and detail pages (decision 0016), composed with the slots the study,
 * social and payments areas fill, so no course area imports another. */
const SLOTS: CourseDetailSlots = {
  // The study area, then the course's after-class exams (issue 17).
  study: (ctx) => (
    <>
      {renderCourseStudy(ctx)}
      {renderCourseExams(ctx)}
    </>
  ),
  // One row: the social buttons, then the practice link (decision 0027).
  actions: (ctx) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      {renderCourseActions(ctx)}
      {renderPracticeLink(ctx)}
    </div>
  ),
  tabs: courseSocialTabs,
  purchase: renderCoursePurchase,
};

// Spec 000 §1: a course opens in a new tab in a browser and in the same window inside a host (the one course rule).
const openCourse = openCourseRoute;

// Inside DingTalk the poster also sends the course into a chat through the host's share sheet.
const hostShare = () => {
  const host = getHostAdapter();
  return host.kind === 'dingtalk'
    ? async (content: { url: string; title: string; text: string }) =>
        void (await host.share({ ...content, image: '' }, fetchDingtalkSignature))
    : null;
};

export function CourseLibraryRoute() {
  return <CourseLibraryPage layout="menu" signedIn={useIsLoggedIn()} onOpenCourse={openCourse} />;
}

export function ClassLibraryRoute() {
  return <CourseLibraryPage layout="tree" signedIn={useIsLoggedIn()} onOpenCourse={openCourse} />;
}

export function CourseDetailRoute() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const courseId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  return (
    <CourseDetailPage
      // A new course is a new page: nothing of the previous one (open dialogs, busy buttons) carries over.
      key={courseId}
      courseId={courseId}
      signedIn={useIsLoggedIn()}
      slots={SLOTS}
      onSignIn={() => navigate(loginPath(`${location.pathname}${location.search}`))}
      onHostShare={hostShare()}
    />
  );
}

export function RefusedRoute() {
  const { id, name } = useParams();
  return <RefusedPage courseId={id ?? ''} courseName={name ?? ''} />;
}
