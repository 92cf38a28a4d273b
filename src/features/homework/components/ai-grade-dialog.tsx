import { Button, Input, Modal, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GRADING_STRICTNESS,
  HOMEWORK_LIMITS,
  type GradingStrictnessLevel,
  type HomeworkAiOutcome,
  type HomeworkQueueItem,
} from '../../../../protocol';
import { LabelledProgress } from '../../../components/labelled-progress';
import { runInChunks, type BatchProgress } from '../../../lib/batch-run';
import { aiGrade } from '../api/homework-api';
import { formatScore } from './state-tag';

/** Batch AI grading of assignments: strictness, optional criteria, then real progress and each outcome. */
export function AiGradeDialog({ items, onClose }: { items: HomeworkQueueItem[]; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('homework');
  const [strictness, setStrictness] = useState<GradingStrictnessLevel>('moderate');
  const [criteria, setCriteria] = useState('');
  const [progress, setProgress] = useState<BatchProgress<HomeworkAiOutcome> | null>(null);
  const running = progress !== null && progress.done < progress.total;
  const finished = progress !== null && progress.done === progress.total;
  const byId = new Map(items.map((item) => [item.submissionId, item]));

  async function start() {
    await runInChunks<HomeworkAiOutcome>(
      items.map((item) => item.submissionId),
      HOMEWORK_LIMITS.portalChunk,
      (ids) => aiGrade(ids, strictness, criteria),
      (submissionId, message) => ({ submissionId, outcome: 'failed', score: null, state: null, message }),
      setProgress,
    );
  }
  const graded = progress?.outcomes.filter((o) => o.outcome === 'graded').length ?? 0;
  const failed = progress?.outcomes.filter((o) => o.outcome === 'failed').length ?? 0;

  return (
    <Modal
      visible
      title={t('ai.title', { count: items.length })}
      onCancel={() => !running && onClose(finished)}
      maskClosable={false}
      escToExit={!running}
      footer={
        finished ? (
          <Button type="primary" onClick={() => onClose(true)}>
            {t('ai.done')}
          </Button>
        ) : (
          <>
            <Button disabled={running} onClick={() => onClose(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="primary" loading={running} onClick={() => void start()}>
              {t('ai.start', { count: items.length })}
            </Button>
          </>
        )
      }
    >
      {progress === null ? (
        <div className="lp-homework__form">
          <span id="hw-ai-strictness">{t('ai.strictness')}</span>
          <Radio.Group
            aria-labelledby="hw-ai-strictness"
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
          <label htmlFor="hw-ai-criteria">{t('ai.criteria')}</label>
          <Input.TextArea
            id="hw-ai-criteria"
            value={criteria}
            onChange={setCriteria}
            maxLength={HOMEWORK_LIMITS.criteriaMax}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('ai.criteriaPlaceholder')}
          />
        </div>
      ) : (
        <div aria-live="polite">
          <LabelledProgress
            label={t('ai.progress')}
            percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 100}
            status={finished && failed ? 'warning' : finished ? 'success' : 'normal'}
          />
          <p role="status">
            {finished
              ? t('ai.summary', { graded, failed, total: progress.total })
              : t('ai.running', { done: progress.done, total: progress.total })}
          </p>
          <ul className="lp-homework__outcomes">
            {progress.outcomes.map((outcome) => {
              const item = byId.get(outcome.submissionId);
              return (
                <li key={outcome.submissionId}>
                  {item?.learnerName ?? `#${outcome.submissionId}`} · {item?.homeworkTitle ?? ''} —{' '}
                  {outcome.outcome === 'graded'
                    ? t('ai.graded', { score: formatScore(outcome.score ?? 0), count: outcome.score ?? 0 })
                    : outcome.outcome === 'skipped'
                      ? t('ai.skipped')
                      : t('ai.failed', { message: outcome.message })}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Modal>
  );
}
