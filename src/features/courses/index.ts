/** The course library and detail area's public face (decision 0016). */
export { CourseLibraryPage, type CourseLibraryPageProps } from './pages/course-library-page';
export { CourseDetailPage, type CourseDetailPageProps } from './pages/course-detail-page';
export { RefusedPage } from './pages/refused-page';
