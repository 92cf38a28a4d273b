import { meta, type RouteEntry } from '../route-meta';

/** Live rooms and meetings (issue 26). */
export const liveRoutes: RouteEntry[] = [
  { path: '/course/live/:id', meta: meta('courseLive', { currentMenu: 'course' }) },
];
