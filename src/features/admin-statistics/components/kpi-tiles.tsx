import { useTranslation } from 'react-i18next';
import type { Statistics } from '../../../../protocol';
import { changeOf, countOf, hoursOf, passRateOf } from '../format';

interface Tile {
  key: string;
  label: string;
  value: string;
  detail: string;
  change: number | null;
}

/** The change from the previous period: an arrow and a sign in words as well as colour. */
function Change({ change, days }: { change: number | null; days: number }) {
  const { t } = useTranslation('admin-statistics');
  if (change === null) return <span className="lp-stats-change">{t('kpi.noPrevious')}</span>;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const symbol = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '＝';
  return (
    <span className={`lp-stats-change lp-stats-change--${direction}`}>
      <span aria-hidden="true">{symbol} </span>
      {t(`kpi.change.${direction}`, { n: Math.abs(change), count: days })}
    </span>
  );
}

/** The period's headline figures, each compared with the period of the same length before it. */
export function KpiTiles({ stats }: { stats: Statistics }) {
  const { t, i18n } = useTranslation('admin-statistics');
  const language = i18n.language;
  const { totals, previous } = stats;
  const rate = passRateOf(totals.examPassed, totals.examScored);
  const previousRate = passRateOf(previous.examPassed, previous.examScored);
  const tiles: Tile[] = [
    {
      key: 'hours',
      label: t('kpi.studyHours'),
      value: hoursOf(totals.studySeconds, language),
      detail: t('kpi.hoursUnit'),
      change: changeOf(totals.studySeconds, previous.studySeconds),
    },
    {
      key: 'completions',
      label: t('kpi.completions'),
      value: countOf(totals.completions, language),
      detail: t('kpi.coursesUnit', { count: totals.completions }),
      change: changeOf(totals.completions, previous.completions),
    },
    {
      key: 'passRate',
      label: t('kpi.passRate'),
      value: rate === null ? '—' : `${rate}%`,
      detail: t('kpi.passedOf', { passed: totals.examPassed, count: totals.examScored }),
      change: rate === null || previousRate === null ? null : Math.round(rate - previousRate),
    },
    {
      key: 'active',
      label: t('kpi.activeLearners'),
      value: countOf(totals.activeLearners, language),
      detail: t('kpi.ofMembers', { count: totals.members }),
      change: changeOf(totals.activeLearners, previous.activeLearners),
    },
  ];
  return (
    <ul className="lp-stats-kpis" aria-label={t('kpi.label')}>
      {tiles.map((tile) => (
        <li key={tile.key} className={`lp-stats-kpi lp-stats-kpi--${tile.key}`}>
          <span className="lp-stats-kpi__label">{tile.label}</span>
          <span className="lp-stats-kpi__value">{tile.value}</span>
          <span className="lp-stats-kpi__detail">{tile.detail}</span>
          {tile.key === 'passRate' && tile.change !== null ? (
            <span className="lp-stats-change">
              {t('kpi.pointsChange', { n: tile.change > 0 ? `+${tile.change}` : String(tile.change) })}
            </span>
          ) : (
            <Change change={tile.change} days={stats.period.days} />
          )}
        </li>
      ))}
    </ul>
  );
}
