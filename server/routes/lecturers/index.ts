/** Lecturers and offline bookings as the rest of the server sees them (decision 0051). */
export { registerLecturerCalls } from './lecturers.routes';
