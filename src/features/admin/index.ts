/** The administrators' area shell (issue 27, decision 0053): layout, home tiles, "no administrator rights". */
export { AdminLayout, type AdminLayoutProps } from './components/admin-layout';
export { AdminNoRights } from './components/admin-no-rights';
export { AdminHomePage, type AdminHomePageProps } from './pages/admin-home-page';
export type { AdminMenuEntry } from './admin-menu';
export { AdminTileCount, type AdminTileCountProps } from './components/admin-tile-count';
