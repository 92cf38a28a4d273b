/** Lecturers and offline bookings as the rest of the server sees them (decision 0051). */
export { registerLecturerCalls } from './lecturers.routes';
// The administrators' approvals queue decides lecturer applications (decision 0053).
export { reviewApplication } from './application-review.service';
