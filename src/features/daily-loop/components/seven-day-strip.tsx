import { IconCheck, IconGift } from '@arco-design/web-react/icon';
import { formatDate } from '../../../lib/date-format';
import { useTranslation } from 'react-i18next';
import type { CheckInDay } from '../../../../protocol';

/** Three days back, today and three ahead: checked days ticked, future days show what they would bring. */
export function SevenDayStrip({ days }: { days: CheckInDay[] }) {
  const { t } = useTranslation('daily-loop');
  return (
    <ol className="lp-sign__strip" aria-label={t('checkIn.stripLabel')}>
      {days.map((day) => {
        const state = day.checked
          ? 'checked'
          : day.isToday
            ? 'today'
            : day.day < (days.find((d) => d.isToday)?.day ?? '')
              ? 'missed'
              : 'future';
        const name = day.isToday ? t('checkIn.today') : formatDate(day.day, 'monthDay');
        const label =
          state === 'missed'
            ? `${name}: ${t('checkIn.state.missed')}`
            : `${name}: ${t(`checkIn.state.${state}`)}, ${t('checkIn.pointsShort', { points: day.points })}`;
        return (
          <li
            key={day.day}
            className={`lp-sign__day lp-sign__day--${state}`}
            aria-label={label}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <span className="lp-sign__day-name">{name}</span>
            <span className="lp-sign__day-mark" aria-hidden="true">
              {day.checked ? <IconCheck /> : state === 'missed' ? '—' : day.bonus > 0 ? <IconGift /> : `+${day.points}`}
            </span>
            <span className="lp-sign__day-points" aria-hidden="true">
              {state === 'missed' ? t('checkIn.state.missed') : t('checkIn.pointsShort', { points: day.points })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
