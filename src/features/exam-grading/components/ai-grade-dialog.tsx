import { Button, Input, Modal, Progress, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXAM_GRADING_LIMITS,
  GRADING_STRICTNESS,
  type GradingQueueItem,
  type GradingStrictnessLevel,
} from '../../../../protocol';
import { runAiBatch, type AiBatchProgress } from '../ai-batch';
import { aiGradePapers } from '../api/exam-grading-api';
import { formatScore } from '../format';

export interface AiGradeDialogProps {
  papers: GradingQueueItem[];
  onClose: (changed: boolean) => void;
}

/** Batch AI grading: strictness and optional criteria, then a progress bar and each paper's outcome. */
export function AiGradeDialog({ papers, onClose }: AiGradeDialogProps) {
  const { t } = useTranslation('exam-grading');
  const [strictness, setStrictness] = useState<GradingStrictnessLevel>('moderate');
  const [criteria, setCriteria] = useState('');
  const [progress, setProgress] = useState<AiBatchProgress | null>(null);
  const running = progress !== null && progress.done < progress.total;
  const finished = progress !== null && progress.done === progress.total;
  const byId = new Map(papers.map((paper) => [paper.attemptId, paper]));

  async function start() {
    await runAiBatch(
      papers.map((paper) => paper.attemptId),
      { strictness, criteria },
      aiGradePapers,
      setProgress,
    );
  }

  const graded = progress?.outcomes.filter((o) => o.outcome === 'graded').length ?? 0;
  const failed = progress?.outcomes.filter((o) => o.outcome === 'failed').length ?? 0;
  const footer = finished ? (
    <Button type="primary" onClick={() => onClose(true)}>
      {t('ai.done')}
    </Button>
  ) : (
    <>
      <Button disabled={running} onClick={() => onClose(false)}>
        {t('common.cancel')}
      </Button>
      <Button type="primary" loading={running} onClick={() => void start()}>
        {t('ai.start', { n: papers.length })}
      </Button>
    </>
  );

  return (
    <Modal
      visible
      title={t('ai.title', { n: papers.length })}
      onCancel={() => !running && onClose(finished)}
      footer={footer}
      maskClosable={false}
      escToExit={!running}
      style={{ width: 640 }}
    >
      {progress === null ? (
        <div className="lp-grading-form">
          <div className="lp-grading-field">
            <span className="lp-grading-label" id="ai-strictness-label">
              {t('ai.strictness')}
            </span>
            <Radio.Group
              aria-labelledby="ai-strictness-label"
              type="button"
              value={strictness}
              onChange={(value: GradingStrictnessLevel) => setStrictness(value)}
            >
              {GRADING_STRICTNESS.map((level) => (
                <Radio key={level} value={level}>
                  {t(`ai.level.${level}`)}
                </Radio>
              ))}
            </Radio.Group>
            <p className="lp-grading-muted">{t(`ai.levelHint.${strictness}`)}</p>
          </div>
          <div className="lp-grading-field">
            <label className="lp-grading-label" htmlFor="ai-criteria">
              {t('ai.criteria')}
            </label>
            <Input.TextArea
              id="ai-criteria"
              value={criteria}
              onChange={setCriteria}
              maxLength={EXAM_GRADING_LIMITS.criteriaMax}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder={t('ai.criteriaPlaceholder')}
            />
          </div>
        </div>
      ) : (
        <div className="lp-grading-progress" aria-live="polite">
          <Progress
            percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 100}
            status={finished && failed ? 'warning' : finished ? 'success' : 'normal'}
          />
          <p role="status">
            {finished
              ? t('ai.summary', { graded, failed, total: progress.total })
              : t('ai.running', { done: progress.done, total: progress.total, count: progress.total })}
          </p>
          <ul className="lp-grading-outcomes" aria-label={t('ai.outcomes')}>
            {progress.outcomes.map((outcome) => {
              const paper = byId.get(outcome.attemptId);
              return (
                <li key={outcome.attemptId} className={`lp-grading-outcome lp-grading-outcome--${outcome.outcome}`}>
                  <span>
                    {paper?.learnerName ?? `#${outcome.attemptId}`} · {paper?.examName ?? ''}
                  </span>
                  <span>
                    {outcome.outcome === 'graded'
                      ? t('ai.graded', { score: formatScore(outcome.totalScore ?? 0), count: outcome.totalScore ?? 0 })
                      : outcome.outcome === 'skipped'
                        ? t('ai.skipped')
                        : t('ai.failed', { message: outcome.message })}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Modal>
  );
}
