/** The home feature's public face. */
export { HomePage, type HomePageProps } from './pages/home-page';
