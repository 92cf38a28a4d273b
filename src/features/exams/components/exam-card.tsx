import { Button } from '@arco-design/web-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamRow } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { formatScore } from '../format';
import { StateBadge } from './state-badge';

export interface ExamCardActions {
  onOpen: (examId: number) => void;
  onContinue: (attemptId: number) => void;
  onResult: (examId: number) => void;
}

type Action = { label: string; run: () => void; primary: boolean };

export const ExamCard = memo(function ExamCard({
  row,
  actions,
  note,
}: {
  row: ExamRow;
  actions: ExamCardActions;
  /** A line under the facts (an after-class exam's course gate). */
  note?: ReactNode;
}) {
  const { t } = useTranslation('exams');
  const action = actionOf(row, t, actions);
  return (
    <li className="lp-exam-row">
      <div className="lp-exam-row__main">
        <div className="lp-exam-row__title">
          <span className="lp-exam-kind">{t(`kind.${row.kind}`)}</span>
          <h3>
            <button type="button" className="lp-exam-link" onClick={() => actions.onOpen(row.id)}>
              {row.name}
            </button>
          </h3>
          <StateBadge state={row.state} result={row.result} />
        </div>
        <p className="lp-exam-muted">
          {t('list.window', { from: formatDate(row.opensAt), to: formatDate(row.closesAt) })} ·{' '}
          {t('facts.minutes', { count: row.durationMinutes })} · {t('list.questions', { count: row.questionCount })} ·{' '}
          {t('list.pass', { pass: formatScore(row.passScore), full: formatScore(row.fullMarks) })}
        </p>
        {row.dueAt != null && <p className="lp-exam-due">{t('list.due', { date: formatDate(row.dueAt) })}</p>}
        <p className="lp-exam-muted">
          {t('list.attempts', { used: row.attemptsUsed, total: row.attemptsAllowed })}
          {row.bestScore !== null ? ` · ${t('list.best', { score: formatScore(row.bestScore) })}` : ''}
        </p>
        {note}
      </div>
      <Button
        type={action.primary ? 'primary' : 'outline'}
        onClick={action.run}
        aria-label={`${action.label} — ${row.name}`}
      >
        {action.label}
      </Button>
    </li>
  );
});

/** The one action that fits the learner's state of the exam (and "details" for the rest). */
function actionOf(row: ExamRow, t: (key: string) => string, actions: ExamCardActions): Action {
  if (row.openAttemptId !== null)
    return { label: t('list.continue'), run: () => actions.onContinue(row.openAttemptId!), primary: true };
  if (row.canEnter && (row.makeup || row.state === 'makeup_not_started'))
    return { label: t('list.makeup'), run: () => actions.onOpen(row.id), primary: true };
  if (row.canEnter) return { label: t('list.enter'), run: () => actions.onOpen(row.id), primary: true };
  if (row.attemptsUsed > 0) return { label: t('list.result'), run: () => actions.onResult(row.id), primary: false };
  return { label: t('list.details'), run: () => actions.onOpen(row.id), primary: false };
}
