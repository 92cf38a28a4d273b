import { AdminSwitchLink, PortalChooser, SwitchEnterpriseLink } from '../../features/account';
import { selectEid, useCurrentUser, useIsLoggedIn, useSessionStore } from '../../features/session';
import { getRuntimeConfig } from '../../lib/runtime-config';

/*
 * The account feature's pieces of the header, kept apart from account-routes.tsx so the pages
 * stay in their lazily loaded chunk. Each renders nothing when it does not apply.
 */

/** The portal chooser beside the user menu (only for users with portals). */
export function AccountPortalChooser() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const eid = useSessionStore(selectEid);
  const refreshEnterprise = useSessionStore((state) => state.refreshEnterprise);
  if (!loggedIn) return null;
  return <PortalChooser identity={`${eid}:${user.userid}`} onChanged={refreshEnterprise} />;
}

/** Inside the user menu: "Switch organisation" (more than one) and "Administration" (types 2–4). */
export function AccountMenuItems() {
  const user = useCurrentUser();
  const eid = useSessionStore(selectEid);
  return (
    <>
      <SwitchEnterpriseLink identity={`${eid}:${user.userid}`} />
      <AdminSwitchLink user={user} eid={eid} apiBase={getRuntimeConfig().apiBase} />
    </>
  );
}
