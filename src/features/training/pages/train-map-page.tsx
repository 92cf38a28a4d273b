import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StageSummary } from '../../../../protocol';
import { LabelledProgress } from '../../../components/labelled-progress';
import { LoadState } from '../../../components/load-state';
import { useIsPhone } from '../../../lib/use-viewport';
import { getTrainingDetail } from '../api/training-api';
import { trainingKeys } from '../api/query-keys';
import { Padlock } from '../components/padlock';
import { StageFacts, StageStateLabel } from '../components/stage-facts';
import { TrainingStateTag } from '../components/state-tag';
import '../training.css';

export interface TrainMapPageProps {
  trainingId: number;
  onStage: (stageId: number) => void;
  onExit: () => void;
}

/** Where each stage sits on the map, in per cent: a winding road, across (desktop) or down (phone). */
function positions(count: number, vertical: boolean): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const along = ((i + 0.5) / count) * 100;
    const across = count === 1 ? 50 : i % 2 === 0 ? 30 : 70;
    return vertical ? { x: across, y: along } : { x: along, y: across };
  });
}

/** Curves between consecutive stages (SVG path in a 0–100 box). */
function road(points: { x: number; y: number }[], vertical: boolean, from: number, to: number): string {
  const a = points[from]!;
  const b = points[to]!;
  return vertical
    ? `M ${a.x} ${a.y} C ${a.x} ${(a.y + b.y) / 2}, ${b.x} ${(a.y + b.y) / 2}, ${b.x} ${b.y}`
    : `M ${a.x} ${a.y} C ${(a.x + b.x) / 2} ${a.y}, ${(a.x + b.x) / 2} ${b.y}, ${b.x} ${b.y}`;
}

/**
 * /task/train-map/{id}: "map mode", full screen. Stages are drawn as stops along a road; the road
 * into a locked stage is dashed and a locked stop carries a padlock and the word "Locked" (never
 * colour alone). The server decides what is locked; the map only shows it.
 */
export function TrainMapPage({ trainingId, onStage, onExit }: TrainMapPageProps) {
  const { t } = useTranslation('training');
  const vertical = useIsPhone();
  const detail = useQuery({ queryKey: trainingKeys.detail(trainingId), queryFn: () => getTrainingDetail(trainingId) });

  let body;
  if (detail.isPending) body = <LoadState kind="loading" />;
  else if (!detail.data)
    body = (
      <LoadState
        kind="error"
        error={detail.error}
        notFoundText={t('detail.notFound')}
        onRetry={() => void detail.refetch()}
      />
    );
  else {
    const d = detail.data;
    const points = positions(d.stages.length, vertical);
    body = (
      <>
        <div className="lp-map-summary">
          <TrainingStateTag state={d.state} />
          <span>{t('list.stages', { done: d.stagesDone, count: d.stageCount })}</span>
          <LabelledProgress percent={d.progress} size="small" label={t('list.progress', { name: d.name })} />
        </div>
        {d.stages.length === 0 ? (
          <LoadState kind="empty" emptyText={t('map.noStages')} />
        ) : (
          <div
            className={`lp-map-board${vertical ? ' is-vertical' : ''}`}
            style={vertical ? { height: `${Math.max(d.stages.length * 170, 360)}px` } : undefined}
          >
            <svg className="lp-map-road" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
              {d.stages.slice(1).map((stage, i) => (
                <path
                  key={stage.id}
                  d={road(points, vertical, i, i + 1)}
                  className={stage.state === 'locked' ? 'is-locked' : 'is-open'}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
            <ol className="lp-map-stops" aria-label={t('map.stages')}>
              {d.stages.map((stage, i) => (
                <MapStop
                  key={stage.id}
                  stage={stage}
                  at={points[i]!}
                  enrolled={d.enrolled}
                  onOpen={() => onStage(stage.id)}
                />
              ))}
            </ol>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="lp-map">
      <header className="lp-map-head">
        <Button onClick={onExit}>
          <span aria-hidden="true">←</span> {t('map.exit')}
        </Button>
        <h1 className="lp-map-title">{detail.data?.name ?? t('map.title')}</h1>
      </header>
      {body}
    </div>
  );
}

function MapStop(props: { stage: StageSummary; at: { x: number; y: number }; enrolled: boolean; onOpen: () => void }) {
  const { t } = useTranslation('training');
  const { stage, at, enrolled, onOpen } = props;
  const locked = stage.state === 'locked' || !enrolled;
  return (
    <li className={`lp-map-stop is-${stage.state}`} style={{ left: `${at.x}%`, top: `${at.y}%` }}>
      <button
        type="button"
        className="lp-map-node"
        aria-disabled={locked}
        aria-label={t('map.stopLabel', {
          position: stage.position + 1,
          name: stage.name,
          state: t(`stageState.${stage.state}`),
        })}
        onClick={() => {
          if (!locked) onOpen();
        }}
      >
        {stage.state === 'locked' ? (
          <Padlock size={26} />
        ) : (
          <span aria-hidden="true">{stage.state === 'finished' ? '✓' : stage.position + 1}</span>
        )}
      </button>
      <div className="lp-map-card">
        <strong>{stage.name}</strong>
        <StageStateLabel state={stage.state} />
        <StageFacts stage={stage} />
      </div>
    </li>
  );
}
