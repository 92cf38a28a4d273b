import { useTranslation } from 'react-i18next';
import type { ExamResult, ExamState } from '../../../../protocol';

const TONE: Record<ExamState, string> = {
  not_started: 'neutral',
  in_progress: 'active',
  scoring: 'waiting',
  ended: 'neutral',
  makeup_not_started: 'waiting',
  makeup_ended: 'neutral',
};

/** The learner's state of an exam and, once decided, the result (qualified / unqualified / not attended). */
export function StateBadge({ state, result }: { state: ExamState; result: ExamResult | null }) {
  const { t } = useTranslation('exams');
  return (
    <span className="lp-exam-badges">
      <span className={`lp-exam-state lp-exam-state--${TONE[state]}`}>{t(`state.${state}`)}</span>
      {result ? <span className={`lp-exam-state lp-exam-state--${result}`}>{t(`result.${result}`)}</span> : null}
    </span>
  );
}
