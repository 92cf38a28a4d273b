/** What the server start-up and other areas use of the administrators' member management (decision 0054). */
export { registerAdminMemberCalls } from './admin-members.routes';
export { isHiddenFromMember, visibleToMember } from './member-visibility';
