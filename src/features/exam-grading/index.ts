/** Administrators' exam grading (issue 7 item 5, decision 0028): the queue and the paper view. */
export { GradingQueuePage, type GradingQueuePageProps } from './pages/grading-queue-page';
export { GradingPaperPage, type GradingPaperPageProps } from './pages/grading-paper-page';
