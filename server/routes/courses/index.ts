/**
 * What other server areas may use of the courses area (the server-boundaries lint rule lets them
 * import nothing else of it): who is looking, the access state of a course, and progress.
 */
export { canStudy, courseAccess, type AccessFacts } from './course-access';
export { verifyCourse } from './course-detail.service';
export { progressByCourse } from './course-progress';
export { courseViewerOf, type CourseViewer } from './course-viewer';
export { assertMayStudy, type StudyGateViewer } from './study-gate';
