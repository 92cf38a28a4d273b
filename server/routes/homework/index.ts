/** What other areas use of assignments and certificates (roster contracts, decision 0046). */
export { countCertificates, homeworkDone } from './homework-done';
export { registerHomeworkCalls } from './homework.routes';
