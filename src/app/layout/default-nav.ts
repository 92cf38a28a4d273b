import type { MenuKey } from '../routes/route-meta';

/**
 * The main menu until an enterprise configures its own (apiHomePage/NavigationTop, the home
 * issue): one entry per area of spec 000 §2, labelled from the `routes` titles.
 */
export const DEFAULT_NAV: { key: MenuKey; title: string; to: string }[] = [
  { key: 'home', title: 'home', to: '/index' },
  { key: 'course', title: 'course', to: '/course' },
  { key: 'task', title: 'task', to: '/task' },
  { key: 'news', title: 'news', to: '/news/community' },
  { key: 'lecturer', title: 'lecturerList', to: '/lecturer/lecturerList' },
  { key: 'mall', title: 'shopMall', to: '/shopMall' },
  { key: 'my', title: 'my', to: '/my/index' },
];
