/** The account feature's public face: enterprises of a person, user portals, SSO entries, the admin switch. */
export { SwitchEnterprisePage, type SwitchEnterprisePageProps } from './pages/switch-enterprise-page';
export { SsoLoginPage, type SsoLoginPageProps } from './pages/sso-login-page';
export { PortalChooser, type PortalChooserProps } from './components/portal-chooser';
export {
  AdminSwitchLink,
  adminSwitchUrl,
  isAdministrator,
  type AdminSwitchLinkProps,
} from './components/admin-switch-link';
export { SwitchEnterpriseLink, type SwitchEnterpriseLinkProps } from './components/switch-enterprise-link';
export { listEnterprises } from './api/list-enterprises';
export { accountKeys } from './api/query-keys';
