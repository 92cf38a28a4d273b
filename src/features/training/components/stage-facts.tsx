import { useTranslation } from 'react-i18next';
import type { StageSummary } from '../../../../protocol';
import { Padlock } from './padlock';

/** A stage's counts: required items done, electives done of those needed. */
export function StageFacts({ stage }: { stage: StageSummary }) {
  const { t } = useTranslation('training');
  return (
    <span className="lp-stage-facts">
      {t('stage.required', { done: stage.requiredDone, count: stage.required })}
      {stage.electives > 0 &&
        ` · ${t('stage.electives', { done: stage.electivesDone, needed: stage.electivesNeeded, count: stage.electives })}`}
    </span>
  );
}

/** The state of a stage as a symbol and a word (never colour alone). */
export function StageStateLabel({ state }: { state: StageSummary['state'] }) {
  const { t } = useTranslation('training');
  return (
    <span className={`lp-stage-state is-${state}`}>
      {state === 'locked' ? <Padlock /> : <span aria-hidden="true">{state === 'finished' ? '✓' : '▶'}</span>}{' '}
      {t(`stageState.${state}`)}
    </span>
  );
}
