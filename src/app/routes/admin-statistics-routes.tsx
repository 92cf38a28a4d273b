import { StatisticsPage } from '../../features/admin-statistics';

/** /admin/statistics (issue 27 item 5, decision 0056), inside the administrators' area layout. */
export function AdminStatisticsRoute() {
  return <StatisticsPage />;
}
