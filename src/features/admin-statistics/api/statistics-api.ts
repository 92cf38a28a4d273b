import type { Statistics, StatisticsExport, StatisticsExportFormat, StatisticsRange } from '../../../../protocol';
import { statisticsCall, statisticsExportCall } from '../../../../protocol/calls/admin-statistics';
import { api } from '../../../lib/api-client';

/** The period the page asks for: a preset, or a custom range of local days. */
export interface PeriodChoice {
  range: StatisticsRange;
  from?: string;
  to?: string;
}

/** The page shows its own loading, error and refusal states. */
const quiet = { quiet: true } as const;

function periodParams(period: PeriodChoice) {
  return period.range === 'custom'
    ? { range: period.range, from: period.from, to: period.to }
    : { range: period.range };
}

/** GET /v1/admin/statistics/overview — totals, by day and by department. */
export async function getStatistics(period: PeriodChoice): Promise<Statistics> {
  return api.request(statisticsCall, periodParams(period), quiet);
}

/** POST /v1/admin/statistics/export — a short-lived signed link to the file. */
export async function requestExport(period: PeriodChoice, format: StatisticsExportFormat): Promise<StatisticsExport> {
  return api.request(statisticsExportCall, { ...periodParams(period), format }, quiet);
}
