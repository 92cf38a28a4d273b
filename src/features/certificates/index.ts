/** Certificates (issue 22 item 5, decision 0046). */
export { MyCertificatesPage } from './pages/my-certificates-page';
