import { meta, type RouteEntry } from '../route-meta';
import { signedIn } from './route-flags';

/** Points mall, lottery and the learning-centre home (issue 25, decision 0050). */
export const mallRoutes: RouteEntry[] = [
  {
    path: '/shopMall',
    meta: meta('shopMall', { ...signedIn, currentMenu: 'mall' }),
    page: () => import('../mall-routes').then((m) => m.ShopMallRoute),
  },
  {
    path: '/shopMall/shopDetail/:id',
    meta: meta('shopDetail', { ...signedIn, currentMenu: 'mall' }),
    page: () => import('../mall-routes').then((m) => m.ShopDetailRoute),
  },
  {
    path: '/lotteryMall',
    meta: meta('lotteryMall', { currentMenu: 'mall' }),
    page: () => import('../mall-routes').then((m) => m.LotteryMallRoute),
  },
  {
    path: '/my',
    meta: meta('my', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../learning-centre-routes').then((m) => m.MyIndexRoute),
  },
  {
    path: '/my/index',
    meta: meta('myIndex', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../learning-centre-routes').then((m) => m.MyIndexRoute),
  },
  // Not spec routes (docs/checklists/extra-routes.txt): the mall's records and address book, in the learning centre.
  {
    path: '/my/exchange-record',
    meta: meta('myExchangeRecord', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../mall-routes').then((m) => m.ExchangeRecordRoute),
  },
  {
    path: '/my/address',
    meta: meta('myAddress', { ...signedIn, currentMenu: 'my' }),
    page: () => import('../mall-routes').then((m) => m.AddressRoute),
  },
];
