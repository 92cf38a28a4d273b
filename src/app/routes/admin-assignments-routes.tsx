import { AssignmentsPage } from '../../features/admin-assignments';

/** Administrators' assignments and purchases for members (issue 27 item 4, decision 0055), inside the admin area's layout. */
export function AdminAssignmentsRoute() {
  return <AssignmentsPage />;
}
