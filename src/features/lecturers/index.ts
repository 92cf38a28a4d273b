/** Lecturers: list, search, detail with rating by dimension and offline booking, my bookings (decision 0051). */
export { LecturerListPage } from './pages/lecturer-list-page';
export { LecturerDetailPage } from './pages/lecturer-detail-page';
export { MyBookingsPage } from './pages/my-bookings-page';
