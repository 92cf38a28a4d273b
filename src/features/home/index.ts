/** The home feature's public face. */
export { HomePage, type HomePageProps } from './pages/home-page';
export { IndexListPage, type IndexListPageProps } from './pages/index-list-page';
export { homeViewer } from './home-keys';
