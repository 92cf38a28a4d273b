import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { errorText } from '../../../lib/error-text';
import { getTrainingStage, openStageItem } from '../api/training-api';
import { trainingKeys } from '../api/query-keys';
import { Padlock } from '../components/padlock';
import { StageFacts, StageStateLabel } from '../components/stage-facts';
import { TrainingStateTag } from '../components/state-tag';
import '../training.css';

export interface StageListPageProps {
  trainingId: number;
  phaseId: number;
  /** Go where the server says the item lives. */
  onGo: (url: string) => void;
  onMap: () => void;
}

/** /task/train-map-list/{id}/{phaseid}: one stage's items, required and elective, done or not. */
export function StageListPage({ trainingId, phaseId, onGo, onMap }: StageListPageProps) {
  const { t } = useTranslation('training');
  const [problem, setProblem] = useState('');
  const stage = useQuery({
    queryKey: trainingKeys.stage(trainingId, phaseId),
    queryFn: () => getTrainingStage(trainingId, phaseId),
  });
  // The server decides whether the item may be opened (a locked stage is refused there too).
  const open = useMutation({
    mutationFn: (itemId: number) => openStageItem(trainingId, itemId),
    onSuccess: (data) => onGo(data.url),
    onError: (error) => setProblem(errorText(error)),
  });

  if (stage.isPending) return <LoadState kind="loading" />;
  if (!stage.data)
    return (
      <LoadState
        kind="error"
        error={stage.error}
        notFoundText={t('detail.notFound')}
        onRetry={() => void stage.refetch()}
      />
    );
  const { training, stage: s, items } = stage.data;
  const locked = s.state === 'locked';
  return (
    <article className="lp-stage-page">
      <Button type="text" onClick={onMap} className="lp-stage-back">
        <span aria-hidden="true">←</span> {t('stage.back', { name: training.name })}
      </Button>
      <header className="lp-train-head">
        <div>
          <h1 className="lp-train-title">{s.name}</h1>
          <div className="lp-train-facts">
            <TrainingStateTag state={training.state} />
            <StageStateLabel state={s.state} />
            <StageFacts stage={s} />
          </div>
        </div>
      </header>
      {locked && (
        <p className="lp-stage-locked" role="note">
          <Padlock /> {t('stage.lockedHint')}
        </p>
      )}
      {problem && (
        <p className="lp-train-problem" role="alert">
          {problem}
        </p>
      )}
      {items.length === 0 ? (
        <LoadState kind="empty" emptyText={t('stage.empty')} />
      ) : (
        <ul className="lp-stage-items" aria-label={t('stage.items')}>
          {items.map((item) => (
            <li key={item.id} className={`lp-stage-item${item.done ? ' is-done' : ''}`}>
              <Tag className="lp-stage-kind">{t(`kind.${item.kind}`)}</Tag>
              <span className="lp-stage-item-name">{item.name}</span>
              <span className="lp-stage-item-rule">
                {item.required ? t('stage.isRequired') : t('stage.isElective')}
              </span>
              <span className={`lp-stage-item-done${item.done ? ' is-done' : ''}`}>
                <span aria-hidden="true">{item.done ? '✓' : '○'}</span> {item.done ? t('stage.done') : t('stage.todo')}
              </span>
              <Button
                type={item.done ? 'secondary' : 'primary'}
                disabled={locked}
                loading={open.isPending && open.variables === item.id}
                aria-label={t('stage.openItem', {
                  action: locked ? t('stageState.locked') : item.done ? t('stage.review') : t('stage.start'),
                  name: item.name,
                })}
                onClick={() => {
                  setProblem('');
                  open.mutate(item.id);
                }}
              >
                {locked ? t('stageState.locked') : item.done ? t('stage.review') : t('stage.start')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
