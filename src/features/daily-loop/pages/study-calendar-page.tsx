import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_LOOP_LIMITS } from '../../../../protocol';
import { getLearnCalendar } from '../api/daily-loop-api';
import { buildHeatWeeks } from '../calendar-grid';
import { LoadState } from '../../../components/load-state';
import { HeatGrid } from '../components/heat-grid';
import { PageHead, StatTile } from '../components/page-head';
import { durationText, localToday, shiftDay } from '../format';
import { dailyLoopKeys } from '../hooks/daily-loop-keys';
import '../daily-loop.css';
import '../daily-loop-mobile.css';

/** /my/studycalendar: the last 90 days (the call's limit, spec 001 §9) as a heat grid, with the chosen day's figures. */
export function StudyCalendarPage() {
  const { t } = useTranslation('daily-loop');
  const [today] = useState(localToday);
  const start = shiftDay(today, -(DAILY_LOOP_LIMITS.calendarMaxDays - 1));
  const calendar = useQuery({
    queryKey: dailyLoopKeys.calendar(start, today),
    queryFn: () => getLearnCalendar(start, today),
  });
  const [selected, setSelected] = useState<string | null>(null);
  const data = calendar.data;
  const time = (seconds: number) => durationText(seconds, (key, values) => t(key, values));

  if (calendar.isPending) return <LoadState kind="loading" />;
  if (!data) return <LoadState kind="error" error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const weeks = buildHeatWeeks(data.start, data.end, data.days);
  const chosen = selected ?? data.today;
  const chosenDay = data.days.find((d) => d.day === chosen);
  return (
    <div className="lp-daily">
      <PageHead title={t('calendar.title')} subtitle={t('calendar.range', { start: data.start, end: data.end })} />
      <div className="lp-daily__tiles">
        <StatTile label={t('calendar.studyDays')} value={data.studyDays} />
        <StatTile label={t('calendar.totalTime')} value={time(data.totalSeconds)} />
        <StatTile label={t('calendar.coursesCompleted')} value={data.coursesCompleted} />
      </div>
      <section className="lp-daily__card">
        {data.studyDays === 0 ? <p className="lp-daily__muted">{t('calendar.empty')}</p> : null}
        <div className="lp-cal">
          <HeatGrid weeks={weeks} selected={chosen} today={data.today} onSelect={setSelected} />
          <div className="lp-heat__detail" aria-live="polite">
            <strong>{chosen === data.today ? t('calendar.todayLabel', { day: chosen }) : chosen}</strong>
            <span>
              {chosenDay && chosenDay.seconds > 0
                ? t('calendar.detailStudied', { time: time(chosenDay.seconds) })
                : t('calendar.detailNone')}
            </span>
            {chosenDay && chosenDay.coursesCompleted > 0 ? (
              <span>{t('calendar.detailCourses', { count: chosenDay.coursesCompleted })}</span>
            ) : null}
            <span className="lp-daily__muted">{t('calendar.hint')}</span>
          </div>
        </div>
      </section>
    </div>
  );
}
