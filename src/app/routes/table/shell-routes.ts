import { meta, type RouteEntry } from '../route-meta';
import { learningCentreRoutes } from './learning-centre-routes';
import { messageRoutes } from './message-routes';
import { signedIn, open } from './route-flags';

/** The shell's routes and the areas built before issue 22: sign-in, home, courses, the learning centre's built pages, messages, profile, payments, administrators' pages; talent and AI sparring still to come. */
export const shellRoutes: RouteEntry[] = [
  // Outside the main layout (public).
  {
    path: '/login',
    bare: true,
    meta: meta('login', open),
    page: () => import('../login-route').then((m) => m.LoginRoute),
  },
  {
    path: '/agreement',
    bare: true,
    meta: meta('agreement', open),
    page: () => import('../auth-routes').then((m) => m.AgreementRoute),
  },
  {
    path: '/register',
    bare: true,
    meta: meta('register', open),
    page: () => import('../auth-routes').then((m) => m.RegisterRoute),
  },
  {
    path: '/prompt',
    bare: true,
    meta: meta('prompt', open),
    page: () => import('../../pages/prompt-page').then((m) => m.PromptPage),
  },
  {
    path: '/loginPc',
    bare: true,
    meta: meta('loginPc', open),
    page: () => import('../account-routes').then((m) => m.LoginPcRoute),
  },
  {
    path: '/transferLogin',
    bare: true,
    meta: meta('transferLogin', open),
    page: () => import('../account-routes').then((m) => m.TransferLoginRoute),
  },
  // Not a spec route: where the DingTalk and WeCom scan logins come back (docs/checklists/extra-routes.txt).
  {
    path: '/hostLogin',
    bare: true,
    meta: meta('login', open),
    page: () => import('../host-routes').then((m) => m.HostLoginCallbackRoute),
  },
  {
    path: '/switchEnterprise',
    bare: true,
    meta: meta('switchEnterprise', open),
    page: () => import('../account-routes').then((m) => m.SwitchEnterpriseRoute),
  },
  { path: '/', redirect: '/index', meta: meta('home', { currentMenu: 'home' }) },
  {
    path: '/index',
    meta: meta('home', { currentMenu: 'home' }),
    page: () => import('../home-route').then((m) => m.HomeRoute),
  },
  {
    path: '/index/study',
    meta: meta('indexStudy', { currentMenu: 'home' }),
    page: () => import('../home-route').then((m) => m.IndexStudyRoute),
  },
  {
    path: '/course',
    meta: meta('course', { currentMenu: 'course' }),
    page: () => import('../course-routes').then((m) => m.CourseLibraryRoute),
  },
  {
    path: '/course/classlibrary',
    meta: meta('classLibrary', { ...signedIn, currentMenu: 'course' }),
    page: () => import('../course-routes').then((m) => m.ClassLibraryRoute),
  },
  {
    path: '/coursepackage',
    meta: meta('coursePackage', { currentMenu: 'course' }),
    page: () => import('../payment-routes').then((m) => m.CoursePackageListRoute),
  },
  {
    path: '/coursepackage/detail/:id',
    meta: meta('coursePackageDetail', { currentMenu: 'course' }),
    page: () => import('../payment-routes').then((m) => m.CoursePackageDetailRoute),
  },
  {
    path: '/top',
    meta: meta('top', { ...signedIn, currentMenu: 'home' }),
    page: () => import('../daily-loop-routes').then((m) => m.TopRoute),
  },
  {
    // The course page: features/courses' detail with the study area (course-study-slot.tsx →
    // features/course-study: players, heartbeats, SCORM), social tabs, purchase and practice slots.
    path: '/course/:id',
    meta: meta('courseDetail', { currentMenu: 'course', authExempt: true, memberExempt: true }),
    page: () => import('../course-routes').then((m) => m.CourseDetailRoute),
  },
  {
    path: '/refused/:id/:name',
    meta: meta('refused', { currentMenu: 'course' }),
    page: () => import('../course-routes').then((m) => m.RefusedRoute),
  },
  ...learningCentreRoutes,
  ...messageRoutes,
  { path: '/editor', redirect: '/editor/personalData', meta: meta('editor', { ...signedIn, currentMenu: 'my' }) },
  {
    path: '/editor/personalData',
    meta: meta('personalData', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../profile-routes').then((m) => m.PersonalDataRoute),
  },
  {
    path: '/editor/phonenumber',
    meta: meta('phoneNumber', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../profile-routes').then((m) => m.PhoneNumberRoute),
  },
  {
    path: '/editor/resetpassword',
    meta: meta('resetPassword', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../profile-routes').then((m) => m.ResetPasswordRoute),
  },
  {
    path: '/filepreview',
    meta: meta('filePreview', { currentMenu: 'course' }),
    page: () => import('../course-study-routes').then((m) => m.FilePreviewRoute),
  },
  {
    path: '/coursePay',
    meta: meta('coursePay', { ...signedIn, currentMenu: 'course' }),
    page: () => import('../payment-routes').then((m) => m.CoursePayRoute),
  },
  {
    path: '/upLoadCourse',
    meta: meta('uploadCourse', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../micro-course-routes').then((m) => m.UploadCourseRoute),
  },
  { path: '/talent', redirect: '/talent/jobMap', meta: meta('talent', { ...signedIn, currentMenu: 'talent' }) },
  { path: '/talent/jobMap', meta: meta('jobMap', { ...signedIn, currentMenu: 'talent' }) },
  { path: '/talent/assessmentTasks', meta: meta('assessmentTasks', { ...signedIn, currentMenu: 'talent' }) },
  {
    path: '/talent/assessmentTasksDetails',
    meta: meta('assessmentTaskDetails', { ...signedIn, currentMenu: 'talent' }),
  },
  {
    path: '/talent/assessmentToolDetails',
    meta: meta('assessmentToolDetails', { ...signedIn, currentMenu: 'talent' }),
  },
  { path: '/talent/viewEvaluationPdfReport', meta: meta('evaluationReport', { ...signedIn, currentMenu: 'talent' }) },
  {
    path: '/aiSparring',
    redirect: '/aiSparring/train',
    meta: meta('aiSparring', { ...signedIn, currentMenu: 'aiSparring' }),
  },
  { path: '/aiSparring/train', meta: meta('aiSparringTrain', { ...signedIn, currentMenu: 'aiSparring' }) },
  { path: '/aiSparring/aiAssess', meta: meta('aiAssess', { ...signedIn, currentMenu: 'aiSparring' }) },
];
