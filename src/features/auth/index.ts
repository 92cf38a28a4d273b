/** The auth feature's public face. */
export { LoginPage, type LoginPageProps } from './pages/login-page';
export { login } from './api/login';
