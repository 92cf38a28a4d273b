import { Button, Checkbox, Input, InputNumber, Message, Modal, Radio } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_LIMITS, type HomeworkQueueItem } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { gradeByHand, listQueue, withdrawSubmission } from '../api/homework-api';
import { homeworkKeys } from '../api/query-keys';
import { AiGradeDialog } from '../components/ai-grade-dialog';
import { formatBytes, formatScore, HomeworkStateTag } from '../components/state-tag';
import '../homework.css';

export interface HomeworkGradingPageProps {
  isAdministrator: boolean;
  onOpenFile: (url: string) => void;
}

/** /admin/homework-grading: administrators grade assignments by hand or a selection by AI (decision 0046). */
export function HomeworkGradingPage({ isAdministrator, onOpenFile }: HomeworkGradingPageProps) {
  const { t } = useTranslation('homework');
  const queryClient = useQueryClient();
  const [state, setState] = useState<'pending' | 'graded'>('pending');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [aiOpen, setAiOpen] = useState(false);
  const [grading, setGrading] = useState<HomeworkQueueItem | null>(null);
  const queue = useQuery({
    queryKey: homeworkKeys.queue(state, page),
    queryFn: () => listQueue(state, page),
    enabled: isAdministrator,
  });
  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: homeworkKeys.all });
  };

  if (!isAdministrator) return <LoadState kind="empty" emptyText={t('grading.noRights')} />;
  const rows = queue.data?.list ?? [];
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  return (
    <div className="lp-homework">
      <h1 className="lp-homework__title">{t('grading.title')}</h1>
      <div className="lp-homework__toolbar">
        <Radio.Group
          type="button"
          aria-label={t('grading.filter')}
          value={state}
          onChange={(value: 'pending' | 'graded') => {
            setState(value);
            setPage(1);
            setSelected([]);
          }}
        >
          <Radio value="pending">{t('grading.pending')}</Radio>
          <Radio value="graded">{t('grading.graded')}</Radio>
        </Radio.Group>
        {state === 'pending' ? (
          <Button type="primary" disabled={selected.length === 0} onClick={() => setAiOpen(true)}>
            {t('grading.aiSelected', { count: selected.length })}
          </Button>
        ) : null}
      </div>
      {queue.isPending ? (
        <LoadState kind="loading" />
      ) : queue.isError ? (
        <LoadState kind="error" error={queue.error} onRetry={() => void queue.refetch()} />
      ) : rows.length === 0 ? (
        <LoadState kind="empty" emptyText={t('grading.empty')} />
      ) : (
        <>
          {state === 'pending' ? (
            <Checkbox
              checked={selected.length === rows.length}
              indeterminate={selected.length > 0 && selected.length < rows.length}
              onChange={(on: boolean) => setSelected(on ? rows.map((row) => row.submissionId) : [])}
            >
              {t('grading.selectAll')}
            </Checkbox>
          ) : null}
          <ul className="lp-homework__list">
            {rows.map((row) => (
              <li key={row.submissionId} className="lp-homework__item" data-testid="grading-row">
                {state === 'pending' ? (
                  <Checkbox
                    checked={selected.includes(row.submissionId)}
                    onChange={(on: boolean) => toggle(row.submissionId, on)}
                    aria-label={t('grading.selectNamed', { name: row.learnerName, title: row.homeworkTitle })}
                  />
                ) : null}
                <div className="lp-homework__item-main">
                  <h2 className="lp-homework__item-title">{row.homeworkTitle}</h2>
                  <p className="lp-homework__muted">
                    {row.learnerName} ({row.learnerAccount}) · {formatDate(row.submittedAt)}
                  </p>
                  {row.note ? <p className="lp-homework__text">{row.note}</p> : null}
                  <ul className="lp-homework__files">
                    {row.files.map((file, index) => (
                      <li key={index} className="lp-homework__file">
                        <span className="lp-homework__file-name">{file.fileName}</span>
                        <span className="lp-homework__muted">{formatBytes(file.totalBytes)}</span>
                        {file.url ? (
                          <Button size="small" type="text" onClick={() => onOpenFile(file.url)}>
                            {t('page.open')}
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  {row.comment ? <p className="lp-homework__text">{row.comment}</p> : null}
                </div>
                <div className="lp-homework__item-side">
                  <HomeworkStateTag state={row.state} />
                  <span className="lp-homework__muted">
                    {row.score === null ? t('fields.noScore') : formatScore(row.score)} / {formatScore(row.fullScore)}
                  </span>
                  {state === 'pending' ? (
                    <Button size="small" onClick={() => setGrading(row)}>
                      {t('grading.grade')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={queue.data.pageSize} total={queue.data.total} onPage={setPage} />
        </>
      )}
      {grading ? (
        <GradeDialog
          item={grading}
          onClose={(changed) => {
            setGrading(null);
            if (changed) refresh();
          }}
        />
      ) : null}
      {aiOpen ? (
        <AiGradeDialog
          items={rows.filter((row) => selected.includes(row.submissionId))}
          onClose={(changed) => {
            setAiOpen(false);
            if (changed) refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function GradeDialog({ item, onClose }: { item: HomeworkQueueItem; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('homework');
  const [score, setScore] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState('');
  const grade = useMutation({
    mutationFn: () => gradeByHand(item.submissionId, score ?? 0, comment),
    onSuccess: () => {
      Message.success(t('grading.saved'));
      onClose(true);
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawSubmission(item.submissionId, comment),
    onSuccess: () => {
      Message.success(t('grading.withdrawn'));
      onClose(true);
    },
    onError: (error) => Message.error(errorText(error)),
  });
  return (
    <Modal
      visible
      title={t('grading.gradeTitle', { name: item.learnerName })}
      onCancel={() => onClose(false)}
      footer={
        <>
          <Button status="warning" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {t('grading.withdraw')}
          </Button>
          <Button
            type="primary"
            disabled={score === undefined}
            loading={grade.isPending}
            onClick={() => grade.mutate()}
          >
            {t('grading.save')}
          </Button>
        </>
      }
    >
      <div className="lp-homework__form">
        <label htmlFor="hw-score">{t('grading.score', { full: formatScore(item.fullScore) })}</label>
        <InputNumber
          id="hw-score"
          min={0}
          max={item.fullScore}
          precision={1}
          step={0.5}
          value={score}
          onChange={(value) => setScore(value === undefined || value === null ? undefined : Number(value))}
        />
        <label htmlFor="hw-comment">{t('grading.comment')}</label>
        <Input.TextArea
          id="hw-comment"
          value={comment}
          onChange={setComment}
          maxLength={HOMEWORK_LIMITS.commentMax}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </div>
    </Modal>
  );
}
