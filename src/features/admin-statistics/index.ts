/** Administrators' statistics (issue 27 item 5, decision 0056). */
export { StatisticsPage } from './pages/statistics-page';
