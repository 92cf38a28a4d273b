import { MessagingPage } from '../../features/admin-messaging';

/** /admin/messaging (issue 27 item 6, decision 0057), inside the administrators' area layout. */
export function AdminMessagingRoute() {
  return <MessagingPage />;
}
