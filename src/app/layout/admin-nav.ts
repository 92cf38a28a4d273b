/**
 * The administrators' area menu (issue 27, decision 0053): one entry per section, in the order
 * administrators use them. `labelKey` is a key of the `admin` namespace (src/locales/<lang>/admin.json,
 * under `nav.`). Helpers building a section add their entry here (additive); the layout and the
 * /admin home's tiles both read this list.
 */
export interface AdminNavEntry {
  key: string;
  path: string;
  labelKey: string;
}

export const ADMIN_NAV: AdminNavEntry[] = [
  { key: 'home', path: '/admin', labelKey: 'nav.home' },
  { key: 'approvals', path: '/admin/approvals', labelKey: 'nav.approvals' },
  { key: 'members', path: '/admin/members', labelKey: 'nav.members' },
  { key: 'assignments', path: '/admin/assignments', labelKey: 'nav.assignments' },
  { key: 'statistics', path: '/admin/statistics', labelKey: 'nav.statistics' },
  { key: 'messaging', path: '/admin/messaging', labelKey: 'nav.messaging' },
  { key: 'microCourses', path: '/admin/micro-courses', labelKey: 'nav.microCourses' },
  { key: 'examGrading', path: '/admin/exam-grading', labelKey: 'nav.examGrading' },
  { key: 'homeworkGrading', path: '/admin/homework-grading', labelKey: 'nav.homeworkGrading' },
  { key: 'communityReview', path: '/admin/community-review', labelKey: 'nav.communityReview' },
  { key: 'outsiders', path: '/admin/outsiders', labelKey: 'nav.outsiders' },
];
