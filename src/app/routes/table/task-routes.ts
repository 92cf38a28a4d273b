import { meta, type RouteEntry } from '../route-meta';
import { signedIn, fullScreen } from './route-flags';

/** Tasks and training (issue 22): the task list and its tabs, exams under it, training projects, stage maps. */
export const taskRoutes: RouteEntry[] = [
  {
    path: '/index/train',
    meta: meta('indexTrain', { currentMenu: 'home' }),
    page: () => import('../home-route').then((m) => m.IndexTrainRoute),
  },
  { path: '/task', meta: meta('task', { ...signedIn, currentMenu: 'task' }) },
  { path: '/task/course', meta: meta('taskCourse', { ...signedIn, currentMenu: 'task' }) },
  {
    path: '/task/exam',
    meta: meta('taskExam', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../exam-routes').then((m) => m.ExamListRoute),
  },
  { path: '/task/tarin', meta: meta('taskTrain', { ...signedIn, currentMenu: 'task' }) },
  { path: '/taskCourse', aliasOf: '/task/course', meta: meta('taskCourse') },
  { path: '/taskExam', aliasOf: '/task/exam', meta: meta('taskExam') },
  { path: '/taskTarin', aliasOf: '/task/tarin', meta: meta('taskTrain') },
  {
    path: '/task/train-map/:id',
    meta: meta('trainMap', { ...signedIn, ...fullScreen, currentMenu: 'task', authExempt: true }),
  },
  { path: '/task/train-map-list/:id/:phaseid', meta: meta('trainMapList', { ...signedIn, currentMenu: 'task' }) },
  {
    path: '/training/train-detail/:id',
    meta: meta('trainDetail', { ...signedIn, currentMenu: 'task', authExempt: true }),
  },
  {
    // Exam answering: exam-routes.tsx → features/exams/pages/answering-page.tsx (answer store, save queue).
    path: '/task/exam/questions/:id',
    meta: meta('examQuestions', { ...signedIn, ...fullScreen, currentMenu: 'task' }),
    page: () => import('../exam-routes').then((m) => m.ExamQuestionsRoute),
  },
  {
    path: '/task/exam/excessive/:id',
    meta: meta('examTransition', { ...signedIn, currentMenu: 'task', authExempt: true }),
    page: () => import('../exam-routes').then((m) => m.ExamTransitionRoute),
  },
  {
    path: '/task/exam/result/:id',
    meta: meta('examResult', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../exam-routes').then((m) => m.ExamResultRoute),
  },
  {
    path: '/task/exam/resultDetail/:id',
    meta: meta('examResultDetail', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../exam-routes').then((m) => m.ExamResultDetailRoute),
  },
  { path: '/my/my-myTrain', meta: meta('myTrain', { ...signedIn, currentMenu: 'my' }) },
];
