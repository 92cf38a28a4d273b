import { AdminHomePage, AdminLayout, AdminTileCount } from '../../features/admin';
import { ApprovalsPage, usePendingApprovals } from '../../features/admin-approvals';
import { isAdministrator } from '../../features/account';
import { useCurrentUser } from '../../features/session';
import { ADMIN_NAV } from '../layout/admin-nav';

/*
 * The administrators' area (issue 27, decision 0053), composed here so its features stay apart:
 * the layout gets the menu of src/app/layout/admin-nav.ts and whether the caller is an
 * administrator (spec 000 §6); the home's tiles get each section's badge.
 */
export function AdminLayoutRoute() {
  return <AdminLayout entries={ADMIN_NAV} isAdministrator={isAdministrator(useCurrentUser())} />;
}

export function AdminHomeRoute() {
  const pending = usePendingApprovals();
  return <AdminHomePage entries={ADMIN_NAV} badges={{ approvals: <AdminTileCount count={pending} /> }} />;
}

export function AdminApprovalsRoute() {
  return <ApprovalsPage />;
}
