import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** Assignments and certificates (issue 22). */
export const homeworkRoutes: RouteEntry[] = [
  { path: '/task/homework/:id', meta: meta('homework', { ...signedIn, currentMenu: 'task' }) },
  { path: '/my/my-certificate', meta: meta('myCertificate', { ...signedIn, currentMenu: 'my' }) },
  { path: '/my/my-homeWork', meta: meta('myHomework', { ...signedIn, currentMenu: 'my' }) },
];
