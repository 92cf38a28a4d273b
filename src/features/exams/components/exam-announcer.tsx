import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * What a screen reader hears on the answering page besides the focused control (issue 20,
 * decision 0044): the question it turned to, and the time left at a few marks only — a live
 * region read every second would drown everything else out.
 */

/** Announced as the remaining time falls to each mark (minutes). */
export const TIME_MARKS = [10, 5, 1] as const;

/** The smallest mark the remaining time has reached, or null above the largest. */
export function timeMark(leftMs: number): number | null {
  let mark: number | null = null;
  for (const m of TIME_MARKS) if (leftMs <= m * 60_000) mark = m;
  return mark;
}

/** "Question 3 of 12, Multiple choice" each time the learner moves to another question. */
export function QuestionAnnouncement({ n, total, type }: { n: number; total: number; type: string }) {
  const { t } = useTranslation('exams');
  return (
    <p className="lp-sr-only" aria-live="polite" aria-atomic="true">
      {t('a11y.question', { n, total, type })}
    </p>
  );
}

/** "5 minutes left" once, when the time falls to 10, 5 and 1 minutes; silent in between. */
export function TimeAnnouncement({ leftMs }: { leftMs: number }) {
  const { t } = useTranslation('exams');
  const mark = timeMark(leftMs);
  // The mark at the first render is where the learner starts (a resumed paper): not news.
  const previous = useRef(mark);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (mark !== null && mark !== previous.current) setSpoken(t('a11y.timeLeft', { count: mark }));
    previous.current = mark;
  }, [mark, t]);
  return (
    <span className="lp-sr-only" aria-live="polite" aria-atomic="true">
      {spoken}
    </span>
  );
}
