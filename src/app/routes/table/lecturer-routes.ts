import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** Lecturers and partners (issue 26, decision 0051). */
export const lecturerRoutes: RouteEntry[] = [
  {
    path: '/lecturer/lecturerList',
    meta: meta('lecturerList', { currentMenu: 'lecturer' }),
    page: () => import('../lecturer-routes').then((m) => m.LecturerListRoute),
  },
  {
    path: '/lecturer/lecturerList_search',
    meta: meta('lecturerSearch', { currentMenu: 'lecturer' }),
    page: () => import('../lecturer-routes').then((m) => m.LecturerSearchRoute),
  },
  {
    path: '/lecturer/lecturerDetail/:id',
    meta: meta('lecturerDetail', { currentMenu: 'lecturer' }),
    page: () => import('../lecturer-routes').then((m) => m.LecturerDetailRoute),
  },
  {
    path: '/partner/partnerDetail/:id',
    meta: meta('partnerDetail', { currentMenu: 'home' }),
    page: () => import('../lecturer-routes').then((m) => m.PartnerDetailRoute),
  },
  // Not a spec route: the learner's offline bookings in the learning centre (docs/checklists/extra-routes.txt).
  {
    path: '/my/my-booking',
    meta: meta('myBooking', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../lecturer-routes').then((m) => m.MyBookingsRoute),
  },
];
