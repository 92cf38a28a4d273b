/** What other server areas use of the message centre (the server-boundaries lint rule lets them import nothing else). */
export { sendAudienceBroadcast, listSentBroadcasts, type AudienceBroadcast } from './admin-broadcasts';
export { adminMessageShow } from './broadcasts.service';
export { assignCourse } from './assign-course.service';
