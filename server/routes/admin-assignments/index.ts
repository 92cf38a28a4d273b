/** The administrators' assignments (issue 27 item 4, decision 0055): what the server's registry uses. */
export { registerAdminAssignmentCalls } from './admin-assignments.routes';
