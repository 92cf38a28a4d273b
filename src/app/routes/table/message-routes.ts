import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** The message centre's pages (/main/message/…); part of the shell's routes (shell-routes.ts keeps their place in the table). */
export const messageRoutes: RouteEntry[] = [
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
];
