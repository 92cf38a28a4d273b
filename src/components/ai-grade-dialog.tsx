import { Button, Input, Modal, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADING_STRICTNESS, type GradingStrictnessLevel } from '../../protocol';
import { runInChunks, type BatchProgress } from '../lib/batch-run';
import { LabelledProgress } from './labelled-progress';
import './ai-grade-dialog.css';

/** One row to grade, named the way the area's queue names it ("learner · exam"). */
export interface AiGradeItem {
  id: number;
  label: string;
}

/** What the AI did with one row; a call that failed reports its rows "failed" with its error. */
export interface AiGradeRowResult {
  id: number;
  outcome: 'graded' | 'skipped' | 'failed';
  score: number | null;
  message: string | null;
}

export interface AiGradeDialogProps {
  // i18n-namespaces: exam-grading, homework (the areas using this dialog; scripts/check-locales.mjs)
  /**
   * The area's i18next namespace. It holds the dialog's texts under `ai.`: title, start, done,
   * strictness, level.<level>, levelHint.<level>, criteria, criteriaPlaceholder, progress,
   * running, summary, outcomes, graded, skipped, failed; and common.cancel.
   */
  namespace: string;
  items: AiGradeItem[];
  criteriaMax: number;
  /** Rows per call: a failed call costs only its own rows, and the bar moves per call. */
  chunkSize: number;
  grade: (ids: number[], strictness: GradingStrictnessLevel, criteria: string) => Promise<AiGradeRowResult[]>;
  formatScore: (score: number) => string;
  onClose: (changed: boolean) => void;
}

/**
 * Batch AI grading (exam papers, decision 0028; assignments, decision 0046): strictness and
 * optional criteria, then real progress a chunk at a time and each row's outcome.
 */
export function AiGradeDialog({
  namespace,
  items,
  criteriaMax,
  chunkSize,
  grade,
  formatScore,
  onClose,
}: AiGradeDialogProps) {
  const { t } = useTranslation(namespace);
  const [strictness, setStrictness] = useState<GradingStrictnessLevel>('moderate');
  const [criteria, setCriteria] = useState('');
  const [progress, setProgress] = useState<BatchProgress<AiGradeRowResult> | null>(null);
  const running = progress !== null && progress.done < progress.total;
  const finished = progress !== null && progress.done === progress.total;
  const labels = new Map(items.map((item) => [item.id, item.label]));
  const count = items.length;

  async function start() {
    await runInChunks<AiGradeRowResult>(
      items.map((item) => item.id),
      chunkSize,
      (ids) => grade(ids, strictness, criteria),
      (id, message) => ({ id, outcome: 'failed', score: null, message }),
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
        {t('ai.start', { count, n: count })}
      </Button>
    </>
  );

  return (
    <Modal
      visible
      title={t('ai.title', { count, n: count })}
      onCancel={() => !running && onClose(finished)}
      footer={footer}
      maskClosable={false}
      escToExit={!running}
      style={{ width: 640 }}
    >
      {progress === null ? (
        <div className="lp-ai-grade__form">
          <div className="lp-ai-grade__field">
            <span className="lp-ai-grade__label" id="ai-grade-strictness">
              {t('ai.strictness')}
            </span>
            <Radio.Group
              aria-labelledby="ai-grade-strictness"
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
            <p className="lp-ai-grade__hint">{t(`ai.levelHint.${strictness}`)}</p>
          </div>
          <div className="lp-ai-grade__field">
            <label className="lp-ai-grade__label" htmlFor="ai-grade-criteria">
              {t('ai.criteria')}
            </label>
            <Input.TextArea
              id="ai-grade-criteria"
              value={criteria}
              onChange={setCriteria}
              maxLength={criteriaMax}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder={t('ai.criteriaPlaceholder')}
            />
          </div>
        </div>
      ) : (
        <div className="lp-ai-grade__progress" aria-live="polite">
          <LabelledProgress
            label={t('ai.progress')}
            percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 100}
            status={finished && failed ? 'warning' : finished ? 'success' : 'normal'}
          />
          <p role="status">
            {finished
              ? t('ai.summary', { graded, failed, total: progress.total })
              : t('ai.running', { done: progress.done, total: progress.total, count: progress.total })}
          </p>
          <ul className="lp-ai-grade__outcomes" aria-label={t('ai.outcomes')}>
            {progress.outcomes.map((outcome) => (
              <li key={outcome.id} className={`lp-ai-grade__outcome lp-ai-grade__outcome--${outcome.outcome}`}>
                <span>{labels.get(outcome.id) ?? `#${outcome.id}`}</span>
                <span>
                  {outcome.outcome === 'graded'
                    ? t('ai.graded', { score: formatScore(outcome.score ?? 0), count: outcome.score ?? 0 })
                    : outcome.outcome === 'skipped'
                      ? t('ai.skipped')
                      : t('ai.failed', { message: outcome.message })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
