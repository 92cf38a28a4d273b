import { meta, type RouteEntry } from '../route-meta';
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
  {
    path: '/main/message',
    redirect: '/main/message/ownMessage',
    meta: meta('message', { ...signedIn, currentMenu: 'message' }),
  },
  {
    path: '/main/message/ownMessage',
    meta: meta('ownMessage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.OwnMessageRoute),
  },
  {
    path: '/main/message/ownMessage/:id',
    meta: meta('ownMessageDetail', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.MessageByIdRoute),
  },
  {
    path: '/main/message/trainingPlanning/:id',
    meta: meta('trainingPlanning', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.MessageByIdRoute),
  },
  {
    path: '/main/message/certificateExpiration/:id',
    meta: meta('certificateExpiration', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.MessageByIdRoute),
  },
  {
    path: '/main/message/taskScoreDetails/:task_id/:uid/:train_id',
    meta: meta('taskScoreDetails', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.TaskScoreDetailsRoute),
  },
  {
    path: '/main/message/adminMessage',
    meta: meta('adminMessage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.AdminMessageRoute),
  },
  {
    path: '/main/message/adminMessage/:id',
    meta: meta('adminMessageDetail', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.AdminMessageDetailRoute),
  },
  {
    path: '/main/message/information',
    meta: meta('information', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.InformationRoute),
  },
  {
    path: '/main/message/information/page',
    meta: meta('informationPage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.InformationPageRoute),
  },
  {
    path: '/main/message/at',
    meta: meta('atMessage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.AtMessageRoute),
  },
  {
    path: '/main/message/praise',
    meta: meta('praiseMessage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.PraiseMessageRoute),
  },
  {
    path: '/main/message/comment',
    meta: meta('commentMessage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.CommentMessageRoute),
  },
  {
    path: '/main/message/community/:id',
    meta: meta('communityMessage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.CommentDetailRoute),
  },
  {
    path: '/main/message/comminication/:id',
    meta: meta('communicationMessage', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.CommentDetailRoute),
  },
  {
    path: '/main/message/summary/:id',
    meta: meta('weeklySummary', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.MessageByIdRoute),
  },
  {
    path: '/main/message/markingNotice/:asid/:id',
    meta: meta('markingNotice', { ...signedIn, currentMenu: 'message' }),
    page: () => import('../message-routes').then((m) => m.MessageByIdRoute),
  },
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
