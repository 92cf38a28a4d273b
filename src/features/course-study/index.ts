/** The course-study area's public face (decision 0017): the study area of the course detail page, /my/learn-record and /filepreview. */
export { CourseStudyArea, type CourseStudyAreaProps, type StudyChapterSummary } from './components/course-study-area';
export { LearnRecordPage } from './pages/learn-record-page';
export { FilePreviewPage, type FilePreviewPageProps } from './pages/file-preview-page';
