import { meta, type RouteEntry } from '../route-meta';

/** Lecturers and partners (issue 26). */
export const lecturerRoutes: RouteEntry[] = [
  { path: '/lecturer/lecturerList', meta: meta('lecturerList', { currentMenu: 'lecturer' }) },
  { path: '/lecturer/lecturerList_search', meta: meta('lecturerSearch', { currentMenu: 'lecturer' }) },
  { path: '/lecturer/lecturerDetail/:id', meta: meta('lecturerDetail', { currentMenu: 'lecturer' }) },
  { path: '/partner/partnerDetail/:id', meta: meta('partnerDetail', { currentMenu: 'home' }) },
];
