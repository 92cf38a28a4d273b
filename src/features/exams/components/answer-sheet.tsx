import { memo, useCallback } from 'react';
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
 * never re-renders two hundred buttons; each number is memoised too, so moving to another
 * question re-renders two of them, not all (bench/exam-page.ts measures the switch).
 */
export const AnswerSheet = memo(function AnswerSheet({ answered, marked, current, onJump }: AnswerSheetProps) {
  const { t } = useTranslation('exams');
  const done = answered.filter(Boolean).length;
  const cellLabel = useCallback(
    (n: number, isAnswered: boolean, isMarked: boolean) => {
      const state = [isAnswered ? t('sheet.answered') : t('sheet.unanswered'), isMarked ? t('sheet.marked') : '']
        .filter(Boolean)
        .join(', ');
      return t('sheet.cell', { n, state });
    },
    [t],
  );
  return (
    <nav className="lp-exam-sheet" aria-label={t('sheet.title')}>
      <div className="lp-exam-sheet__head">
        <h2>{t('sheet.title')}</h2>
        <span>{t('sheet.progress', { done, total: answered.length })}</span>
      </div>
      <div className="lp-exam-sheet__legend" aria-hidden="true">
        <span>
          <i className="lp-exam-cell lp-exam-cell--answered" />
          {t('sheet.answered')}
        </span>
        <span>
          <i className="lp-exam-cell" />
          {t('sheet.unanswered')}
        </span>
        <span>
          <i className="lp-exam-cell lp-exam-cell--marked" />
          {t('sheet.marked')}
        </span>
      </div>
      <ol className="lp-exam-sheet__grid">
        {answered.map((isAnswered, index) => (
          <SheetCell
            key={index}
            index={index}
            answered={isAnswered}
            marked={!!marked[index]}
            current={index === current}
            label={cellLabel}
            onJump={onJump}
          />
        ))}
      </ol>
    </nav>
  );
});

interface SheetCellProps {
  index: number;
  answered: boolean;
  marked: boolean;
  current: boolean;
  label: (n: number, answered: boolean, marked: boolean) => string;
  onJump: (index: number) => void;
}

const SheetCell = memo(function SheetCell({ index, answered, marked, current, label, onJump }: SheetCellProps) {
  const className = [
    'lp-exam-cell',
    answered ? 'lp-exam-cell--answered' : '',
    marked ? 'lp-exam-cell--marked' : '',
    current ? 'lp-exam-cell--current' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <button
        type="button"
        className={className}
        aria-current={current ? 'step' : undefined}
        aria-label={label(index + 1, answered, marked)}
        onClick={() => onJump(index)}
      >
        {index + 1}
      </button>
    </li>
  );
});
