import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** The learning centre's built pages (/my/…) and the course practice page listed among them; part of the shell's routes (shell-routes.ts keeps their place in the table). */
export const learningCentreRoutes: RouteEntry[] = [
  {
    path: '/my/medal',
    meta: meta('medal', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../daily-loop-routes').then((m) => m.MedalRoute),
  },
  {
    path: '/my/studycalendar',
    meta: meta('studyCalendar', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../daily-loop-routes').then((m) => m.StudyCalendarRoute),
  },
  {
    path: '/coursePractice/:id',
    meta: meta('coursePractice', { ...signedIn, currentMenu: 'course' }),
    page: () => import('../practice-routes').then((m) => m.CoursePracticeRoute),
  },
  {
    path: '/my/learn-record',
    meta: meta('learnRecord', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../course-study-routes').then((m) => m.LearnRecordRoute),
  },
  {
    path: '/my/my-exam',
    meta: meta('myExam', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../exam-routes').then((m) => m.MyExamRoute),
  },
  {
    path: '/my/my-practice',
    meta: meta('myPractice', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../practice-routes').then((m) => m.MyPracticeRoute),
  },
  {
    path: '/my/my-collect',
    meta: meta('myCollect', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../course-social-routes').then((m) => m.MyCollectRoute),
  },
  {
    path: '/my/my-upLoadCourse',
    meta: meta('myUploadCourse', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../micro-course-routes').then((m) => m.MyUploadCourseRoute),
  },
  {
    path: '/my/my-duration',
    meta: meta('myDuration', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../daily-loop-routes').then((m) => m.MyDurationRoute),
  },
  {
    path: '/my/my-credit',
    meta: meta('myCredit', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../daily-loop-routes').then((m) => m.MyCreditRoute),
  },
  {
    path: '/my/my-integral',
    meta: meta('myIntegral', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../daily-loop-routes').then((m) => m.MyIntegralRoute),
  },
  {
    path: '/my/my-note',
    meta: meta('myNote', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../course-social-routes').then((m) => m.MyNoteRoute),
  },
  {
    path: '/my/download-record',
    meta: meta('downloadRecord', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../course-social-routes').then((m) => m.DownloadRecordRoute),
  },
  {
    path: '/my/my-exercise',
    meta: meta('myExercise', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../practice-routes').then((m) => m.MyExerciseRoute),
  },
  {
    path: '/my/order',
    meta: meta('myOrder', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../payment-routes').then((m) => m.MyOrderRoute),
  },
];
