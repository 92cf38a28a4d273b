import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toMillis } from '../../../lib/date-format';
import { useDeadlineCountdown } from '../../../lib/use-deadline-countdown';
import { formatCountdown, type ServerClock } from '../server-clock';
import { TimeAnnouncement } from './exam-announcer';

const WARN_MS = 5 * 60_000;

/** Its own component: the each-second tick re-renders only this, never the paper. */
export const ExamCountdown = memo(function ExamCountdown({
  deadline,
  clock,
  onExpired,
}: {
  deadline: number;
  clock: ServerClock;
  onExpired: () => void;
}) {
  const { t } = useTranslation('exams');
  // The deadline as the API gave it: seconds or milliseconds (spec 000 §5), read by the one conversion.
  const left = useDeadlineCountdown(toMillis(deadline) ?? 0, clock, onExpired);
  // role="timer" is not read as it ticks; TimeAnnouncement speaks at 10, 5 and 1 minutes left.
  return (
    <>
      <span
        className={`lp-exam-timer${left <= WARN_MS ? ' lp-exam-timer--low' : ''}`}
        role="timer"
        aria-label={t('paper.timeLeft')}
      >
        <span className="lp-exam-muted">{t('paper.timeLeft')}</span> <strong>{formatCountdown(left)}</strong>
      </span>
      <TimeAnnouncement leftMs={left} />
    </>
  );
});
