import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ExamTransition } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { formatScore } from '../format';

const DAY_HOURS = 24;
const YEAR_DAYS = 365;

/**
 * How long the exam stays open, in the unit a person would say: hours for up to two days, then
 * days, then years ("10 years", not "87624 hours"). The exact dates are in the row above.
 */
export function openPeriod(hours: number): { unit: 'hours' | 'days' | 'years'; count: number } {
  if (hours < 2 * DAY_HOURS) return { unit: 'hours', count: hours };
  const days = hours / DAY_HOURS;
  if (days < 2 * YEAR_DAYS) return { unit: 'days', count: Math.round(days) };
  return { unit: 'years', count: Math.round((days / YEAR_DAYS) * 10) / 10 };
}

function openPeriodText(hours: number, t: TFunction<'exams'>): string {
  const { unit, count } = openPeriod(hours);
  if (unit === 'hours') return t('exams:facts.hours', { count });
  return unit === 'days' ? t('exams:facts.days', { count }) : t('exams:facts.years', { count });
}

/** Every setting of the exam, as a definition list (spec 001 exam fields; issue 7 item 2). */
export function TransitionFacts({ exam }: { exam: ExamTransition }) {
  const { t } = useTranslation('exams');
  const none = t('facts.none');
  const rows: Array<[string, string]> = [
    [t('facts.duration'), t('facts.minutes', { count: exam.durationMinutes })],
    [t('facts.questions'), String(exam.questionCount)],
    [t('facts.passScore'), `${formatScore(exam.passScore)} / ${formatScore(exam.fullMarks)}`],
    [t('facts.attemptsLeft'), t('facts.attemptsOf', { left: exam.attemptsLeft, total: exam.attemptsAllowed })],
    [t('facts.openTime'), `${formatDate(exam.opensAt)} – ${formatDate(exam.closesAt)}`],
    [t('facts.openHours'), openPeriodText(exam.openHours, t)],
    [
      t('facts.lateEntry'),
      exam.lateEntryMinutes > 0 ? t('facts.lateEntryMinutes', { count: exam.lateEntryMinutes }) : none,
    ],
    [
      t('facts.makeupChances'),
      exam.makeup.chances > 0
        ? t('facts.attemptsOf', { left: exam.makeup.chancesLeft, total: exam.makeup.chances })
        : none,
    ],
    [
      t('facts.makeupTime'),
      exam.makeup.window
        ? `${formatDate(exam.makeup.window.opensAt)} – ${formatDate(exam.makeup.window.closesAt)}`
        : none,
    ],
    [
      t('facts.makeupInterval'),
      exam.makeup.chances > 0 ? t('facts.minutes', { count: exam.makeup.intervalMinutes }) : none,
    ],
    [t('facts.makeupRule'), exam.makeup.chances > 0 ? t(`makeupRule.${exam.makeup.rule}`) : none],
    [
      t('facts.deviceLimit'),
      exam.deviceLimit > 0 ? t('facts.devices', { count: exam.deviceLimit }) : t('facts.unlimited'),
    ],
    [
      t('facts.switchLimit'),
      exam.switchLimit > 0 ? t('facts.switches', { count: exam.switchLimit }) : t('facts.notCounted'),
    ],
    [t('facts.faceCheck'), exam.faceCheck ? t('facts.faceOn', { count: exam.faceFailLimit }) : t('facts.faceOff')],
  ];
  return (
    <dl className="lp-exam-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="lp-exam-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
