import { meta, type RouteEntry } from '../route-meta';

/** Live rooms and meetings (issue 26, decision 0052). /meeting is not a spec route (docs/checklists/extra-routes.txt). */
export const liveRoutes: RouteEntry[] = [
  {
    path: '/course/live/:id',
    meta: meta('courseLive', { currentMenu: 'course', requireAuth: true }),
    page: () => import('../live-routes').then((m) => m.LiveRoomRoute),
  },
  {
    path: '/meeting',
    meta: meta('meeting', { currentMenu: 'course', requireAuth: true }),
    page: () => import('../live-routes').then((m) => m.MeetingsRoute),
  },
];
