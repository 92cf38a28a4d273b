import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { statisticsKeys } from '../api/query-keys';
import { getStatistics, type PeriodChoice } from '../api/statistics-api';
import { ExportButtons } from '../components/export-buttons';
import { KpiTiles } from '../components/kpi-tiles';
import { PeriodPicker } from '../components/period-picker';
import { DaySections, DepartmentSection } from '../components/statistics-sections';
import '../../../components/page-kit.css';
import '../admin-statistics.css';
import '../admin-statistics-mobile.css';

/**
 * /admin/statistics (issue 27 item 5, decision 0056): a period's study hours, completions, exam
 * pass rates and active learners — tiles, charts by day and by department, each chart with its
 * table — and the export as XLSX or CSV. The area's layout has already turned learners away.
 */
export function StatisticsPage() {
  const { t } = useTranslation('admin-statistics');
  const [period, setPeriod] = useState<PeriodChoice>({ range: 'last30' });
  const query = useQuery({
    queryKey: statisticsKeys.overview(period),
    queryFn: () => getStatistics(period),
    // The old figures stay on screen (dimmed) while another period loads.
    placeholderData: keepPreviousData,
  });
  const stats = query.data;
  return (
    <div className="lp-page-stack lp-stats">
      <header className="lp-stats-head">
        <div>
          <h1 className="lp-page-heading">{t('title')}</h1>
          <p className="lp-stats-muted">{t('subtitle')}</p>
        </div>
        <ExportButtons period={period} disabled={!stats || query.isError} />
      </header>
      <PeriodPicker value={period} onChange={setPeriod} />
      {query.isPending ? (
        <LoadState kind="loading" />
      ) : !stats ? (
        <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div
          className={`lp-stats-body${query.isPlaceholderData ? ' lp-stats-body--stale' : ''}`}
          aria-busy={query.isFetching}
        >
          {query.isError ? <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} /> : null}
          <p className="lp-stats-period-text" aria-live="polite">
            {t('periodText', { from: stats.period.from, to: stats.period.to, count: stats.period.days })}
          </p>
          <KpiTiles stats={stats} />
          <h2 className="lp-stats-section-title">{t('byDay')}</h2>
          <div className="lp-stats-grid">
            <DaySections stats={stats} />
          </div>
          <h2 className="lp-stats-section-title">{t('byDepartment')}</h2>
          <DepartmentSection stats={stats} />
        </div>
      )}
    </div>
  );
}
