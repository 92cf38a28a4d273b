/** The auth feature's public face. */
export { LoginPage, type LoginPageProps } from './pages/login-page';
export { LoginCard, type LoginCardProps, type LoginNavigation } from './pages/login-card';
export { AgreementPage } from './pages/agreement-page';
export { RegisterPage, type RegisterPageProps } from './pages/register-page';
export { login, type LoginRequest } from './api/login';
export { joinPublicOrganisation } from './api/join-public-organisation';
export { FaceLoginForm, type FaceLoginCameraSlot, type FaceLoginFormProps } from './components/face-login-form';
