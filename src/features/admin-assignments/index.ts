/** The administrators' assignments (issue 27 item 4, decision 0055): what the app's routes use. */
export { AssignmentsPage } from './pages/assignments-page';
