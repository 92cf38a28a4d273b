import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '../../../components/labelled-progress';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { enrolTraining, getTrainingDetail } from '../api/training-api';
import { trainingKeys } from '../api/query-keys';
import { SeatPicker } from '../components/seat-picker';
import { StageFacts, StageStateLabel } from '../components/stage-facts';
import { TrainingStateTag } from '../components/state-tag';
import '../training.css';

export interface TrainDetailPageProps {
  trainingId: number;
  onMap: () => void;
  onStage: (stageId: number) => void;
  onSignIn: () => void;
}

/** /training/train-detail/{id}: sign-in exempt; a visitor sees the outline and is asked to sign in. */
export function TrainDetailPage({ trainingId, onMap, onStage, onSignIn }: TrainDetailPageProps) {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const [problem, setProblem] = useState('');
  const detail = useQuery({ queryKey: trainingKeys.detail(trainingId), queryFn: () => getTrainingDetail(trainingId) });
  const enrol = useMutation({
    mutationFn: () => enrolTraining(trainingId),
    onSuccess: () => void client.invalidateQueries({ queryKey: trainingKeys.all }),
    onError: (error) => setProblem(errorText(error)),
  });

  if (detail.isPending) return <LoadState kind="loading" />;
  if (!detail.data)
    return (
      <LoadState
        kind="error"
        error={detail.error}
        notFoundText={t('detail.notFound')}
        onRetry={() => void detail.refetch()}
      />
    );
  const d = detail.data;
  return (
    <article className="lp-train-detail">
      <header className="lp-train-head">
        <div>
          <h1 className="lp-train-title">{d.name}</h1>
          <div className="lp-train-facts">
            <TrainingStateTag state={d.state} />
            <span>{t('list.window', { from: formatDate(d.startsAt, 'date'), to: formatDate(d.endsAt, 'date') })}</span>
            {d.venue && <span>{t('detail.venue', { venue: d.venue })}</span>}
            {d.certificate && <span>{t('detail.certificate', { name: d.certificate })}</span>}
          </div>
        </div>
        <div className="lp-train-actions">
          {!d.signedIn && (
            <Button type="primary" onClick={onSignIn}>
              {t('detail.signIn')}
            </Button>
          )}
          {d.canEnrol && (
            <Button type="primary" loading={enrol.isPending} onClick={() => enrol.mutate()}>
              {t('detail.enrol')}
            </Button>
          )}
          {d.enrolled && (
            <Button type="primary" onClick={onMap}>
              {t('detail.openMap')}
            </Button>
          )}
        </div>
      </header>
      {problem && (
        <p className="lp-train-problem" role="alert">
          {problem}
        </p>
      )}
      {d.description && <p className="lp-train-desc">{d.description}</p>}
      {d.enrolled && (
        <div className="lp-train-progress">
          <LabelledProgress percent={d.progress} label={t('list.progress', { name: d.name })} />
          <span>{t('list.stages', { done: d.stagesDone, count: d.stageCount })}</span>
        </div>
      )}
      <section aria-labelledby="lp-train-stages">
        <h2 id="lp-train-stages">{t('detail.stages')}</h2>
        <ol className="lp-train-stage-list">
          {d.stages.map((stage) => (
            <li key={stage.id} className={`lp-train-stage is-${stage.state}`}>
              <span className="lp-train-stage-no" aria-hidden="true">
                {stage.position + 1}
              </span>
              <div className="lp-train-stage-body">
                {d.enrolled ? (
                  <button type="button" className="lp-train-stage-name" onClick={() => onStage(stage.id)}>
                    {stage.name}
                  </button>
                ) : (
                  <span className="lp-train-stage-name">{stage.name}</span>
                )}
                <StageFacts stage={stage} />
              </div>
              {d.enrolled && <StageStateLabel state={stage.state} />}
            </li>
          ))}
        </ol>
      </section>
      {d.enrolled && d.hasSeats && <SeatPicker trainingId={trainingId} />}
    </article>
  );
}
