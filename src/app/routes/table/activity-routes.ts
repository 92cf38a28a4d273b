import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** Activities and QR sign-in (issue 23). */
export const activityRoutes: RouteEntry[] = [
  {
    path: '/index/activity',
    meta: meta('indexActivity', { currentMenu: 'home' }),
    page: () => import('../home-route').then((m) => m.IndexActivityRoute),
  },
  { path: '/task/active', meta: meta('taskActive', { ...signedIn, currentMenu: 'task' }) },
  { path: '/taskActive', aliasOf: '/task/active', meta: meta('taskActive') },
  {
    path: '/task/active-detail/:id',
    meta: meta('activeDetail', { ...signedIn, currentMenu: 'task', authExempt: true }),
  },
  { path: '/my/my-active', meta: meta('myActive', { ...signedIn, currentMenu: 'my' }) },
];
