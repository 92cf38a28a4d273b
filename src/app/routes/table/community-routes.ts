import { meta, type RouteEntry } from '../route-meta';

/** Community: topics and Q&A (issue 24). */
export const communityRoutes: RouteEntry[] = [
  { path: '/news', meta: meta('news', { currentMenu: 'news' }) },
  { path: '/news/community', meta: meta('community', { currentMenu: 'news' }) },
  { path: '/news/comminication', meta: meta('communication', { currentMenu: 'news' }) },
  { path: '/community', aliasOf: '/news/community', meta: meta('community') },
  { path: '/comminication', aliasOf: '/news/comminication', meta: meta('communication') },
  { path: '/news/community/:id', meta: meta('communityDetail', { currentMenu: 'news' }) },
  { path: '/news/comminication/:id', meta: meta('communicationDetail', { currentMenu: 'news' }) },
];
