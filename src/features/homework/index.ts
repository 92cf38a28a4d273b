/** Assignments (issue 22 items 3–4, decision 0046). */
export { MyHomeworkPage } from './pages/my-homework-page';
export { HomeworkPage } from './pages/homework-page';
export { HomeworkGradingPage } from './pages/homework-grading-page';
