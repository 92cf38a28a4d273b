/** The administrators' assignments (issue 27 item 4, decision 0055): what the server's registry uses. */
export { registerAdminAssignmentCalls } from './admin-assignments.routes';
/** The growth bench times the past assignments' list (bench/growth.ts). */
export { listAssignments } from './assignment-list.service';
