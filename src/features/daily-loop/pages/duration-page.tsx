import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DAILY_LOOP_LIMITS } from '../../../../protocol';
import { getDuration } from '../api/daily-loop-api';
import { LoadState } from '../../../components/load-state';
import { formatDate, toMillis } from '../../../lib/date-format';
import { PageHead, StatTile } from '../components/page-head';
import { durationText, localToday, shiftDay } from '../format';
import { dailyLoopKeys } from '../hooks/daily-loop-keys';
import '../daily-loop.css';
import '../daily-loop-mobile.css';

/** /my/my-duration: total, this week's and today's study time, and a bar per day of the last 30. */
export function DurationPage() {
  const { t } = useTranslation('daily-loop');
  const duration = useQuery({ queryKey: dailyLoopKeys.duration, queryFn: getDuration });
  const data = duration.data;
  const time = (seconds: number) => durationText(seconds, (key, values) => t(key, values));
  if (duration.isPending) return <LoadState kind="loading" />;
  if (!data) return <LoadState kind="error" error={duration.error} onRetry={() => void duration.refetch()} />;
  const today = localToday();
  const byDay = new Map(data.days.map((d) => [d.day, d.seconds]));
  const bars = Array.from({ length: DAILY_LOOP_LIMITS.durationChartDays }, (_, i) => {
    const day = shiftDay(today, i - DAILY_LOOP_LIMITS.durationChartDays + 1);
    return { day, seconds: byDay.get(day) ?? 0 };
  });
  const max = Math.max(1, ...bars.map((b) => b.seconds));
  return (
    <div className="lp-daily">
      <PageHead title={t('duration.title')} />
      <div className="lp-daily__tiles">
        <StatTile label={t('duration.total')} value={time(data.totalSeconds)} />
        <StatTile label={t('duration.week')} value={time(data.weekSeconds)} />
        <StatTile label={t('duration.today')} value={time(data.todaySeconds)} />
      </div>
      <section className="lp-daily__card" aria-labelledby="lp-duration-chart">
        <h2 id="lp-duration-chart" className="lp-daily__section-title">
          {t('duration.chartTitle', {
            days: DAILY_LOOP_LIMITS.durationChartDays,
            count: DAILY_LOOP_LIMITS.durationChartDays,
          })}
        </h2>
        {data.days.length === 0 ? <p className="lp-daily__muted">{t('duration.empty')}</p> : null}
        <ol className="lp-bars">
          {bars.map((bar) => (
            <li
              key={bar.day}
              className="lp-bars__item"
              title={`${bar.day}: ${time(bar.seconds)}`}
              aria-label={`${bar.day}: ${time(bar.seconds)}`}
            >
              <span className="lp-bars__bar" style={{ height: `${Math.round((bar.seconds / max) * 100)}%` }} />
              <span className="lp-bars__label" aria-hidden="true">
                {new Date(toMillis(bar.day) ?? 0).getDate() % 5 === 0 || bar.day === today
                  ? formatDate(bar.day, 'monthDay')
                  : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
