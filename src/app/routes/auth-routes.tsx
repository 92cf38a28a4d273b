import { AgreementPage, RegisterPage } from '../../features/auth';
import { useEnterprise } from '../../features/session';

/** /agreement: the enterprise's user agreement. */
export function AgreementRoute() {
  return <AgreementPage />;
}

/** /register: sign-up on the login card, the enterprise's own registration page, or closed (decision 0004). */
export function RegisterRoute() {
  const enterprise = useEnterprise();
  return <RegisterPage enterpriseName={enterprise?.enterpriseName ?? ''} />;
}
