/** Error reporting from the player and the exam page (issue 17). */
export { ReportErrorButton, type ReportErrorButtonProps, type ReportSubject } from './components/report-error-button';
