/** Administrators' statistics (issue 27 item 5, decision 0056): the calls and the export download. */
export { registerAdminStatisticsCalls } from './admin-statistics.routes';
export { registerStatisticsExport } from './export.route';
export { statisticsOf } from './statistics.service';
export { resolvePeriod } from './period';
