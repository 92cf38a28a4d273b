import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProps } from './statistics-charts';

/** recharts only arrives with the first chart (its own chunk), after the page's figures. */
const StatisticsChart = lazy(() => import('./statistics-charts'));

export interface ChartCardProps {
  title: string;
  /** One or two sentences that say what the chart shows (the chart's text alternative). */
  summary: string;
  chart: ChartProps;
  /** The same figures as a table. */
  table: ReactNode;
}

/**
 * One chart with its figures as a table: "Chart" and "Table" switch between them (both reachable
 * by keyboard, the chosen one marked by aria-pressed and a bold underline, not colour alone).
 */
export function ChartCard({ title, summary, chart, table }: ChartCardProps) {
  const { t } = useTranslation('admin-statistics');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const toggle = (value: 'chart' | 'table', label: string) => (
    <button
      type="button"
      className={`lp-stats-toggle${view === value ? ' lp-stats-toggle--on' : ''}`}
      aria-pressed={view === value}
      onClick={() => setView(value)}
    >
      {label}
    </button>
  );
  return (
    <section className="lp-stats-card" aria-labelledby={headingId}>
      <div className="lp-stats-card__head">
        <h3 id={headingId}>{title}</h3>
        <div className="lp-stats-toggles" role="group" aria-label={t('view.label', { title })}>
          {toggle('chart', t('view.chart'))}
          {toggle('table', t('view.table'))}
        </div>
      </div>
      <p className="lp-stats-summary">{summary}</p>
      {view === 'chart' ? (
        <div className="lp-stats-chart" role="img" aria-label={`${title}. ${summary}`}>
          <Suspense fallback={<div className="lp-stats-chart__loading">{t('chartLoading')}</div>}>
            <StatisticsChart {...chart} />
          </Suspense>
        </div>
      ) : (
        table
      )}
    </section>
  );
}
