import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export interface AnswerSheetProps {
  /** One flag per question, in paper order (a new array only when a question's answered state flips). */
  answered: readonly boolean[];
  marked: readonly boolean[];
  current: number;
  onJump: (index: number) => void;
}

/**
 * The grid of question numbers: answered, unanswered, current and marked. Memoised, and fed
 * flags that change only when a question flips between answered and not, so typing in an essay
 * never re-renders two hundred buttons.
 */
export const AnswerSheet = memo(function AnswerSheet({ answered, marked, current, onJump }: AnswerSheetProps) {
  const { t } = useTranslation('exams');
  const done = answered.filter(Boolean).length;
  return (
    <nav className="lp-exam-sheet" aria-label={t('sheet.title')}>
      <div className="lp-exam-sheet__head">
        <h2>{t('sheet.title')}</h2>
        <span>{t('sheet.progress', { done, total: answered.length })}</span>
      </div>
      <div className="lp-exam-sheet__legend" aria-hidden="true">
        <span><i className="lp-exam-cell lp-exam-cell--answered" />{t('sheet.answered')}</span>
        <span><i className="lp-exam-cell" />{t('sheet.unanswered')}</span>
        <span><i className="lp-exam-cell lp-exam-cell--marked" />{t('sheet.marked')}</span>
      </div>
      <ol className="lp-exam-sheet__grid">
        {answered.map((isAnswered, index) => {
          const state = [isAnswered ? t('sheet.answered') : t('sheet.unanswered'), marked[index] ? t('sheet.marked') : ''].filter(Boolean).join(', ');
          const className = ['lp-exam-cell', isAnswered ? 'lp-exam-cell--answered' : '', marked[index] ? 'lp-exam-cell--marked' : '', index === current ? 'lp-exam-cell--current' : ''].filter(Boolean).join(' ');
          return (
            <li key={index}>
              <button type="button" className={className} aria-current={index === current ? 'step' : undefined} aria-label={t('sheet.cell', { n: index + 1, state })} onClick={() => onJump(index)}>
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
