/** The profile area's public face (/editor): its three pages and the initial-password rule. */
export { PersonalDataPage, type PersonalDataPageProps } from './pages/personal-data-page';
export { PhoneNumberPage } from './pages/phone-number-page';
export { ResetPasswordPage, type ResetPasswordPageProps } from './pages/reset-password-page';
export { initialPasswordRedirect } from './initial-password';
