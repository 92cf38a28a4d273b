import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { TrainingState } from '../../../../protocol';

const COLOR: Record<TrainingState, string> = {
  not_started: '',
  in_progress: 'arcoblue',
  completed: 'green',
  ended: 'orange',
  archived: 'red',
};

/** A training's state in words (archived reads "revoked", spec 001 §4). */
export function TrainingStateTag({ state }: { state: TrainingState }) {
  const { t } = useTranslation('training');
  return (
    <Tag color={COLOR[state] || undefined} className="lp-train-state" data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}
