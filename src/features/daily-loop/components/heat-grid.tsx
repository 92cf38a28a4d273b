import { useTranslation } from 'react-i18next';
import { monthStarts, type HeatCell } from '../calendar-grid';
import { durationText } from '../format';
import { formatDateAs } from '../../../lib/date-format';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A contribution-style grid: one column per week, one square per day, darker for longer study. */
export function HeatGrid({
  weeks,
  selected,
  today,
  onSelect,
}: {
  weeks: HeatCell[][];
  selected: string | null;
  today: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation('daily-loop');
  const months = monthStarts(weeks);
  const cellText = (cell: HeatCell) =>
    cell.seconds > 0
      ? t('calendar.cellStudied', { day: cell.day, time: durationText(cell.seconds, (key, values) => t(key, values)) })
      : t('calendar.cellNone', { day: cell.day });
  return (
    <div className="lp-heat" role="group" aria-label={t('calendar.gridLabel')}>
      <div className="lp-heat__months" aria-hidden="true">
        <span />
        {months.map((month, i) => (
          <span key={i}>{month ? formatDateAs(`${month}-01`, t('calendar.monthFormat')) : ''}</span>
        ))}
      </div>
      <div className="lp-heat__body">
        <div className="lp-heat__weekdays" aria-hidden="true">
          {WEEKDAYS.map((d) => (
            <span key={d}>{d % 2 === 0 ? t(`calendar.weekday.${d}`) : ''}</span>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]!.day} className="lp-heat__week">
            {week.map((cell) =>
              cell.inRange ? (
                <button
                  key={cell.day}
                  type="button"
                  className={`lp-heat__cell lp-heat__cell--${cell.level}${cell.day === selected ? ' lp-heat__cell--selected' : ''}${cell.day === today ? ' lp-heat__cell--today' : ''}`}
                  aria-label={cellText(cell)}
                  aria-pressed={cell.day === selected}
                  title={cellText(cell)}
                  onClick={() => onSelect(cell.day)}
                />
              ) : (
                <span key={cell.day} className="lp-heat__cell lp-heat__cell--out" aria-hidden="true" />
              ),
            )}
          </div>
        ))}
      </div>
      <div className="lp-heat__legend" aria-hidden="true">
        <span>{t('calendar.less')}</span>
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className={`lp-heat__cell lp-heat__cell--${level}`} />
        ))}
        <span>{t('calendar.more')}</span>
      </div>
    </div>
  );
}
