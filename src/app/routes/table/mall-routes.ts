import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** Points mall, lottery and the learning-centre home (issue 25). */
export const mallRoutes: RouteEntry[] = [
  { path: '/shopMall', meta: meta('shopMall', { ...signedIn, currentMenu: 'mall' }) },
  { path: '/shopMall/shopDetail/:id', meta: meta('shopDetail', { ...signedIn, currentMenu: 'mall' }) },
  { path: '/lotteryMall', meta: meta('lotteryMall', { currentMenu: 'mall' }) },
  { path: '/my', meta: meta('my', { ...signedIn, currentMenu: 'my' }) },
  { path: '/my/index', meta: meta('myIndex', { ...signedIn, currentMenu: 'my' }) },
];
