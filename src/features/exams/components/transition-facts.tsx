import { useTranslation } from 'react-i18next';
import type { ExamTransition } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { formatScore } from '../format';

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
    [t('facts.openHours'), t('facts.hours', { count: exam.openHours })],
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
