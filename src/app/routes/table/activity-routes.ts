import { meta, type RouteEntry } from '../route-meta';
import { fullScreen, signedIn } from './route-flags';

/** Activities and QR sign-in (issue 23, decision 0047). */
export const activityRoutes: RouteEntry[] = [
  {
    path: '/index/activity',
    meta: meta('indexActivity', { currentMenu: 'home' }),
    page: () => import('../activity-routes').then((m) => m.IndexActivityRoute),
  },
  {
    path: '/task/active',
    meta: meta('taskActive', { ...signedIn, currentMenu: 'task' }),
    // The task list's tabs (the tasks area's frame) around this area's TaskActivityList.
    page: () => import('../task-routes').then((m) => m.TaskActiveRoute),
  },
  { path: '/taskActive', aliasOf: '/task/active', meta: meta('taskActive') },
  {
    path: '/task/active-detail/:id',
    meta: meta('activeDetail', { ...signedIn, currentMenu: 'task', authExempt: true }),
    page: () => import('../activity-routes').then((m) => m.ActivityDetailRoute),
  },
  {
    path: '/my/my-active',
    meta: meta('myActive', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../activity-routes').then((m) => m.MyActiveRoute),
  },
  {
    // The organiser's QR screen (not a spec route: docs/checklists/extra-routes.txt, decision 0047).
    path: '/activity-sign-in/:id',
    meta: meta('activitySignIn', { ...signedIn, ...fullScreen, currentMenu: 'task' }),
    page: () => import('../activity-routes').then((m) => m.ActivitySignInScreenRoute),
  },
];
