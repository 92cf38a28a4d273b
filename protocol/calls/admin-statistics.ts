import {
  statisticsExportParamsSchema,
  statisticsExportSchema,
  statisticsParamsSchema,
  statisticsSchema,
} from '../schemas/admin-statistics';
import { defineCall } from './define-call';

/** Administrators' statistics (issue 27 item 5, decision 0056). Not named by the spec: extra calls. */

/** Figures of a period: totals, by day and by department. */
export const statisticsCall = defineCall({
  name: '/v1/admin/statistics/overview',
  method: 'GET',
  input: statisticsParamsSchema,
  output: statisticsSchema,
});

/** A short-lived signed link that downloads the period's figures as XLSX or CSV. */
export const statisticsExportCall = defineCall({
  name: '/v1/admin/statistics/export',
  method: 'POST',
  input: statisticsExportParamsSchema,
  output: statisticsExportSchema,
});
