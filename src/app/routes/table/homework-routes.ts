import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** Assignments and certificates (issue 22, decision 0046). */
export const homeworkRoutes: RouteEntry[] = [
  {
    path: '/task/homework/:id',
    meta: meta('homework', { ...signedIn, currentMenu: 'task' }),
    page: () => import('../homework-routes').then((m) => m.HomeworkRoute),
  },
  {
    path: '/my/my-certificate',
    meta: meta('myCertificate', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../homework-routes').then((m) => m.MyCertificatesRoute),
  },
  {
    path: '/my/my-homeWork',
    meta: meta('myHomework', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../homework-routes').then((m) => m.MyHomeworkRoute),
  },
];
