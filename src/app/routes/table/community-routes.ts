import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** Community: topics and Q&A (issue 24, decision 0049). */
export const communityRoutes: RouteEntry[] = [
  {
    path: '/news',
    meta: meta('news', { ...signedIn, currentMenu: 'news' }),
    page: () => import('../community-routes').then((m) => m.NewsRoute),
  },
  {
    path: '/news/community',
    meta: meta('community', { ...signedIn, currentMenu: 'news' }),
    page: () => import('../community-routes').then((m) => m.CommunityListRoute),
  },
  {
    path: '/news/comminication',
    meta: meta('communication', { ...signedIn, currentMenu: 'news' }),
    page: () => import('../community-routes').then((m) => m.CommunicationListRoute),
  },
  { path: '/community', aliasOf: '/news/community', meta: meta('community') },
  { path: '/comminication', aliasOf: '/news/comminication', meta: meta('communication') },
  {
    path: '/news/community/:id',
    meta: meta('communityDetail', { ...signedIn, currentMenu: 'news' }),
    page: () => import('../community-routes').then((m) => m.CommunityDetailRoute),
  },
  {
    path: '/news/comminication/:id',
    meta: meta('communicationDetail', { ...signedIn, currentMenu: 'news' }),
    page: () => import('../community-routes').then((m) => m.CommunicationDetailRoute),
  },
];
