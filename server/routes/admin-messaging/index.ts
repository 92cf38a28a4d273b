/** Administrators' messaging (decision 0057): its calls, for the server's registry. */
export { registerAdminMessagingCalls } from './admin-messaging.routes';
