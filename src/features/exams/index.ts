/** Exams' public face (issue 7, decision 0029): list, transition, answering, results. */
export { ExamListPage, type ExamListPageProps } from './pages/exam-list-page';
export { TransitionPage, type TransitionPageProps } from './pages/transition-page';
export {
  AnsweringPage,
  type AnsweringPageProps,
  type FaceCheckSlot,
  type FaceCheckSlotProps,
  type ReportErrorSlot,
} from './pages/answering-page';
export { ResultPage, type ResultPageProps } from './pages/result-page';
export { CourseExams, type CourseExamsProps } from './components/course-exams';
export { ResultDetailPage, type ResultDetailPageProps } from './pages/result-detail-page';
