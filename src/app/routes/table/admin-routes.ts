import { meta, type RouteEntry } from '../route-meta';
import { adminOnly } from './route-flags';

/*
 * The administrators' area (issue 27, decision 0053): every /admin page, under the area's own layout
 * (side menu, "no administrator rights" for learners). None is a spec route: each is listed in
 * docs/checklists/extra-routes.txt. Helpers building a section add their entries here (additive).
 */
export const adminRoutes: RouteEntry[] = [
  {
    path: '/admin',
    meta: meta('admin', adminOnly),
    page: () => import('../admin-routes').then((m) => m.AdminHomeRoute),
  },
  {
    path: '/admin/approvals',
    meta: meta('adminApprovals', adminOnly),
    page: () => import('../admin-routes').then((m) => m.AdminApprovalsRoute),
  },
  // Study hours, completions, pass rates and active learners by day and department; XLSX/CSV export (decision 0056).
  {
    path: '/admin/statistics',
    meta: meta('adminStatistics', adminOnly),
    page: () => import('../admin-statistics-routes').then((m) => m.AdminStatisticsRoute),
  },
  // Assign courses, exams, trainings and activities to members, departments or posts; buy courses for members (decision 0055).
  {
    path: '/admin/assignments',
    meta: meta('adminAssignments', adminOnly),
    page: () => import('../admin-assignments-routes').then((m) => m.AdminAssignmentsRoute),
  },
  // Members: list, lock/block, initial password, per-member visibility, certificates (decision 0054).
  {
    path: '/admin/members',
    meta: meta('adminMembers', adminOnly),
    page: () => import('../admin-members-routes').then((m) => m.AdminMembersRoute),
  },
  {
    path: '/admin/members/:userId',
    meta: meta('adminMemberDetail', adminOnly),
    page: () => import('../admin-members-routes').then((m) => m.AdminMemberDetailRoute),
  },
  // Administrators review micro-courses (decision 0020).
  {
    path: '/admin/micro-courses',
    meta: meta('adminMicroCourses', adminOnly),
    page: () => import('../micro-course-routes').then((m) => m.AdminMicroCoursesRoute),
  },
  // Administrators grade exam papers by hand or with AI (decision 0028).
  {
    path: '/admin/exam-grading',
    meta: meta('adminExamGrading', adminOnly),
    page: () => import('../exam-grading-routes').then((m) => m.ExamGradingQueueRoute),
  },
  {
    path: '/admin/exam-grading/:attemptId',
    meta: meta('adminExamGrading', adminOnly),
    page: () => import('../exam-grading-routes').then((m) => m.ExamGradingPaperRoute),
  },
  // Administrators grade assignments (decision 0046).
  {
    path: '/admin/homework-grading',
    meta: meta('adminHomeworkGrading', adminOnly),
    page: () => import('../homework-routes').then((m) => m.HomeworkGradingRoute),
  },
  // Administrators review posts and answers and handle reports (decision 0049).
  {
    path: '/admin/community-review',
    meta: meta('adminCommunityReview', adminOnly),
    page: () => import('../community-routes').then((m) => m.CommunityReviewRoute),
  },
  // Admin messages and information to departments, members or everyone; adminMessageShow; sent list (decision 0057).
  {
    path: '/admin/messaging',
    meta: meta('adminMessaging', adminOnly),
    page: () => import('../admin-messaging-routes').then((m) => m.AdminMessagingRoute),
  },
  // The outsider code external people join with, and how many wait for approval (decision 0057).
  {
    path: '/admin/outsiders',
    meta: meta('adminOutsiders', adminOnly),
    page: () => import('../outsider-routes').then((m) => m.AdminOutsidersRoute),
  },
];
