/** What the server start-up and other areas use of certificates (decision 0046). */
export { registerCertificateCalls } from './certificates.routes';
export { notifyExpiringCertificates, registerCertificateSweep } from './expiry-sweep';
export { revokeCertificate } from './certificate.service';
