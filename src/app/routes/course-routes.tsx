import { accountKeys, listEnterprises } from '../../features/account';
import { useQuery } from '@tanstack/react-query';
import { Spin } from '@arco-design/web-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { openCourseRoute } from '../../components/course/course-link';
import type { CourseDetailSlots } from '../../components/course/course-detail-context';
import { CourseDetailPage, CourseLibraryPage, RefusedPage } from '../../features/courses';
import { getEnterpriseAsVisitor, sessionKeys, useEnterprise, useIsLoggedIn } from '../../features/session';
import { loginPath } from '../../lib/login-prompt';
import { fetchDingtalkSignature } from '../host-api';
import { renderCoursePurchase } from './course-purchase-slot';
import { courseSocialTabs, renderCourseActions } from './course-social-slot';
import { renderCourseExams } from './course-exams-slot';
import { renderCourseStudy } from './course-study-slot';
import { renderStudyFeedback } from './feedback-slot';
import { renderPracticeLink } from './practice-slot';

/* The course library and detail pages (decision 0016), composed with the slots the study,
 * social and payments areas fill, so no course area imports another. */
const SLOTS: CourseDetailSlots = {
  // The study area, then "Report an error" for the open chapter (issue 17).
  study: (ctx) => (
    <>
      {renderCourseStudy(ctx)}
      {renderStudyFeedback(ctx)}
    </>
  ),
  // One row: the social buttons, then the practice link (decision 0027).
  actions: (ctx) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      {renderCourseActions(ctx)}
      {renderPracticeLink(ctx)}
      {renderCourseExams(ctx)}
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

/**
 * A signed-in member opened a course link carrying another enterprise's `?eid=` (the session stays
 * in their own, startup-eid.ts): that enterprise as its visitors see it, for the course's public face.
 */
function useForeignCourse() {
  const [search] = useSearchParams();
  const enterprise = useEnterprise();
  const signedIn = useIsLoggedIn();
  const linkEid = Number(search.get('eid') ?? '');
  const foreignEid =
    signedIn && enterprise && Number.isInteger(linkEid) && linkEid > 0 && linkEid !== enterprise.eid ? linkEid : null;
  const other = useQuery({
    queryKey: sessionKeys.visitorEnterprise(foreignEid ?? 0),
    queryFn: () => getEnterpriseAsVisitor(foreignEid!),
    enabled: foreignEid !== null,
    retry: false,
  });
  // Switching is offered only when the person belongs to the other organisation too.
  const mine = useQuery({
    queryKey: accountKeys.enterprises(String(enterprise?.eid ?? 0)),
    queryFn: listEnterprises,
    enabled: foreignEid !== null,
    retry: false,
  });
  if (foreignEid === null) return { pending: false, foreign: null };
  if (other.isPending || mine.isPending) return { pending: true, foreign: null };
  return {
    pending: false,
    foreign: {
      visitorOf: { eid: foreignEid, flags: other.data?.is_alpha ?? [] },
      organisation: other.data?.enterpriseName ?? '',
      ownOrganisation: enterprise?.enterpriseName ?? '',
      canSwitch: mine.data?.some((choice) => choice.eid === foreignEid) ?? false,
    },
  };
}

export function CourseDetailRoute() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const enterprise = useEnterprise();
  const signedIn = useIsLoggedIn();
  const { pending, foreign } = useForeignCourse();
  const courseId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  if (pending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <CourseDetailPage
      // A new course is a new page: nothing of the previous one (open dialogs, busy buttons) carries over.
      key={`${foreign?.visitorOf.eid ?? ''}:${courseId}`}
      courseId={courseId}
      signedIn={signedIn}
      slots={SLOTS}
      onSignIn={() => navigate(loginPath(`${location.pathname}${location.search}`))}
      onHostShare={hostShare()}
      enterpriseName={enterprise?.enterpriseName ?? ''}
      foreign={foreign}
    />
  );
}

export function RefusedRoute() {
  const { id, name } = useParams();
  return <RefusedPage courseId={id ?? ''} courseName={name ?? ''} />;
}
