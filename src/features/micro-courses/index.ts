/** Micro-courses' public face: the upload page, the learner's list and the administrators' review. */
export { UploadPage, type UploadPageProps } from './pages/upload-page';
export { MyMicroCoursesPage, type MyMicroCoursesPageProps } from './pages/my-micro-courses-page';
export { ReviewPage, type ReviewPageProps } from './pages/review-page';
