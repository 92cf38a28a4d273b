import { meta, type RouteEntry } from '../route-meta';
import { signedIn, fullScreen } from './route-flags';

/** Tasks and training (issue 22): the task list and its tabs, exams under it, training projects, stage maps. */
export const taskRoutes: RouteEntry[] = [
  {
    path: '/index/train',
    meta: meta('indexTrain', { currentMenu: 'home' }),
    page: () => import('../home-route').then((m) => m.IndexTrainRoute),
  },
  {
    // Opens its first tab (task-routes.tsx).
    path: '/task',
    meta: meta('task', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../task-routes').then((m) => m.TaskIndexRoute),
  },
  {
    path: '/task/course',
    meta: meta('taskCourse', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../task-routes').then((m) => m.TaskCourseRoute),
  },
  {
    path: '/task/exam',
    meta: meta('taskExam', { ...signedIn, currentMenu: 'task' }),
    // The exam list inside the task tabs (its own page stays at /my/my-exam).
    page: () => import('../task-routes').then((m) => m.TaskExamRoute),
  },
  {
    path: '/task/tarin',
    meta: meta('taskTrain', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../task-routes').then((m) => m.TaskTrainRoute),
  },
  { path: '/taskCourse', aliasOf: '/task/course', meta: meta('taskCourse') },
  { path: '/taskExam', aliasOf: '/task/exam', meta: meta('taskExam') },
  { path: '/taskTarin', aliasOf: '/task/tarin', meta: meta('taskTrain') },
  {
    path: '/task/train-map/:id',
    meta: meta('trainMap', { ...signedIn, ...fullScreen, currentMenu: 'task', authExempt: true }),
    page: () => import('../training-routes').then((m) => m.TrainMapRoute),
  },
  {
    path: '/task/train-map-list/:id/:phaseid',
    meta: meta('trainMapList', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../training-routes').then((m) => m.TrainMapListRoute),
  },
  {
    path: '/training/train-detail/:id',
    meta: meta('trainDetail', { ...signedIn, currentMenu: 'task', authExempt: true }),
    page: () => import('../training-routes').then((m) => m.TrainDetailRoute),
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
  {
    path: '/my/my-myTrain',
    meta: meta('myTrain', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../training-routes').then((m) => m.MyTrainRoute),
  },
];
