import { useTranslation } from 'react-i18next';
import type { Statistics, StatisticsDay, StatisticsDepartment } from '../../../../protocol';
import { countOf, hoursOf, hoursValue, passRateOf, shortDay } from '../format';
import { ChartCard } from './chart-card';
import { FiguresTable, type FiguresColumn } from './figures-table';

/** Departments drawn in the chart; the table lists them all. */
const CHART_DEPARTMENTS = 10;

function useDayColumns(): FiguresColumn<StatisticsDay>[] {
  const { t, i18n } = useTranslation('admin-statistics');
  const l = i18n.language;
  const rate = (d: { examPassed: number; examScored: number }) => {
    const value = passRateOf(d.examPassed, d.examScored);
    return value === null ? '—' : `${value}%`;
  };
  return [
    { key: 'day', title: t('col.day'), cell: (d) => d.day },
    { key: 'hours', title: t('col.studyHours'), cell: (d) => hoursOf(d.studySeconds, l), numeric: true },
    { key: 'active', title: t('col.activeLearners'), cell: (d) => countOf(d.activeLearners, l), numeric: true },
    { key: 'completions', title: t('col.completions'), cell: (d) => countOf(d.completions, l), numeric: true },
    { key: 'scored', title: t('col.examScored'), cell: (d) => countOf(d.examScored, l), numeric: true },
    { key: 'passed', title: t('col.examPassed'), cell: (d) => countOf(d.examPassed, l), numeric: true },
    { key: 'rate', title: t('col.passRate'), cell: rate, numeric: true },
  ];
}

export function departmentName(d: StatisticsDepartment, t: (key: string) => string): string {
  return d.departmentId === null ? t('noDepartment') : d.departmentId === 0 ? t('otherDepartments') : d.name;
}

/** The period by day: study hours, active learners, completions and exams, each with its table. */
export function DaySections({ stats }: { stats: Statistics }) {
  const { t, i18n } = useTranslation('admin-statistics');
  const l = i18n.language;
  const columns = useDayColumns();
  const points = stats.days.map((d) => ({
    label: shortDay(d.day),
    hours: hoursValue(d.studySeconds),
    active: d.activeLearners,
    completions: d.completions,
    passed: d.examPassed,
    failed: d.examScored - d.examPassed,
  }));
  const busiest = (pick: (d: StatisticsDay) => number) =>
    stats.days.reduce((best, d) => (pick(d) > pick(best) ? d : best), stats.days[0]!);
  const total = { ...stats.totals, day: t('col.total') };
  const pick = (keys: string[]) => columns.filter((c) => keys.includes(c.key));
  const table = (caption: string, keys: string[], withTotal: boolean) => (
    <FiguresTable
      caption={caption}
      columns={pick(['day', ...keys])}
      rows={stats.days}
      rowKey={(d) => d.day}
      headerKey="day"
      footer={withTotal ? total : undefined}
    />
  );
  const topHours = busiest((d) => d.studySeconds);
  const topActive = busiest((d) => d.activeLearners);
  const scored = stats.totals.examScored;
  return (
    <>
      <ChartCard
        title={t('chart.hours.title')}
        summary={t('chart.hours.summary', {
          total: hoursOf(stats.totals.studySeconds, l),
          top: hoursOf(topHours.studySeconds, l),
          day: topHours.day,
        })}
        chart={{ kind: 'hours', days: points, names: { hours: t('col.studyHours') } }}
        table={table(t('chart.hours.title'), ['hours'], true)}
      />
      <ChartCard
        title={t('chart.active.title')}
        summary={t('chart.active.summary', {
          total: countOf(stats.totals.activeLearners, l),
          top: countOf(topActive.activeLearners, l),
          day: topActive.day,
        })}
        chart={{ kind: 'active', days: points, names: { active: t('col.activeLearners') } }}
        table={table(t('chart.active.title'), ['active'], false)}
      />
      <ChartCard
        title={t('chart.outcomes.title')}
        summary={t('chart.outcomes.summary', {
          completions: stats.totals.completions,
          scored,
          passed: stats.totals.examPassed,
          rate: passRateOf(stats.totals.examPassed, scored) ?? 0,
        })}
        chart={{
          kind: 'outcomes',
          days: points,
          names: { completions: t('col.completions'), passed: t('col.examPassed'), failed: t('col.examFailed') },
        }}
        table={table(t('chart.outcomes.title'), ['completions', 'scored', 'passed', 'rate'], true)}
      />
    </>
  );
}

/** The period by department: a chart of the busiest ten and the table of all. */
export function DepartmentSection({ stats }: { stats: Statistics }) {
  const { t, i18n } = useTranslation('admin-statistics');
  const l = i18n.language;
  const name = (d: StatisticsDepartment) => departmentName(d, t);
  const columns: FiguresColumn<StatisticsDepartment>[] = [
    { key: 'name', title: t('col.department'), cell: name },
    { key: 'members', title: t('col.members'), cell: (d) => countOf(d.members, l), numeric: true },
    { key: 'active', title: t('col.activeLearners'), cell: (d) => countOf(d.activeLearners, l), numeric: true },
    { key: 'hours', title: t('col.studyHours'), cell: (d) => hoursOf(d.studySeconds, l), numeric: true },
    { key: 'completions', title: t('col.completions'), cell: (d) => countOf(d.completions, l), numeric: true },
    { key: 'scored', title: t('col.examScored'), cell: (d) => countOf(d.examScored, l), numeric: true },
    {
      key: 'rate',
      title: t('col.passRate'),
      cell: (d) => {
        const rate = passRateOf(d.examPassed, d.examScored);
        return rate === null ? '—' : `${rate}%`;
      },
      numeric: true,
    },
  ];
  // The chart draws the busiest ten with any figure; the table lists every department.
  const charted = stats.departments
    .filter((d) => d.studySeconds > 0 || d.activeLearners > 0)
    .slice(0, CHART_DEPARTMENTS);
  const top = stats.departments[0];
  return (
    <ChartCard
      title={t('chart.departments.title')}
      summary={
        top && top.studySeconds > 0
          ? t('chart.departments.summary', {
              count: stats.departments.length,
              top: name(top),
              hours: hoursOf(top.studySeconds, l),
            })
          : t('chart.departments.none', { count: stats.departments.length })
      }
      chart={{
        kind: 'departments',
        departments: charted.map((d) => ({
          name: name(d),
          hours: hoursValue(d.studySeconds),
          active: d.activeLearners,
        })),
        names: { hours: t('col.studyHours'), active: t('col.activeLearners') },
      }}
      table={
        <FiguresTable
          caption={t('chart.departments.title')}
          columns={columns}
          rows={stats.departments}
          rowKey={(d) => String(d.departmentId)}
          headerKey="name"
        />
      }
    />
  );
}
