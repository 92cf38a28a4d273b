import { Button, Select, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_GRADING_LIMITS, type GradingQueueItem } from '../../../../protocol';
import { getGradingQueue } from '../api/exam-grading-api';
import { AiGradeDialog } from '../components/ai-grade-dialog';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { formatScore } from '../format';
import { gradingKeys } from '../grading-keys';
import '../../../components/page-kit.css';
import '../exam-grading.css';

export interface GradingQueuePageProps {
  /** Spec 000 §6 (user type 2–4, not isdeleteadmin); the server checks again on every call. */
  isAdministrator: boolean;
  onOpenPaper: (attemptId: number) => void;
}

const PAGE_SIZE = EXAM_GRADING_LIMITS.pageSizeDefault;

function QueueTable({ onOpenPaper }: Pick<GradingQueuePageProps, 'onOpenPaper'>) {
  const { t } = useTranslation('exam-grading');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [examId, setExamId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [aiPapers, setAiPapers] = useState<GradingQueueItem[] | null>(null);
  const queue = useQuery({
    queryKey: gradingKeys.queue(page, PAGE_SIZE, examId),
    queryFn: () => getGradingQueue({ page, pageSize: PAGE_SIZE, examId }),
  });

  const columns: TableColumnProps<GradingQueueItem>[] = [
    {
      title: t('queue.learner'),
      dataIndex: 'learnerName',
      render: (_, row) => (
        <span className="lp-grading-cell">
          <strong>{row.learnerName}</strong>
          <span className="lp-page-subtitle">{row.learnerAccount}</span>
        </span>
      ),
    },
    {
      title: t('queue.exam'),
      dataIndex: 'examName',
      render: (_, row) => (
        <span>
          {row.examName}{' '}
          {row.makeup ? (
            <Tag size="small" color="orangered">
              {t('queue.makeup')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('queue.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (_, row) => formatDate(row.submittedAt),
    },
    {
      title: t('queue.objective'),
      dataIndex: 'objectiveScore',
      width: 150,
      render: (_, row) =>
        t('queue.scoreOf', { score: formatScore(row.objectiveScore), full: formatScore(row.fullScore) }),
    },
    { title: t('queue.essays'), dataIndex: 'essayCount', width: 110 },
    {
      title: t('queue.actions'),
      dataIndex: 'attemptId',
      width: 120,
      render: (_, row) => (
        <Button
          size="small"
          type="primary"
          onClick={() => onOpenPaper(row.attemptId)}
          aria-label={t('queue.gradeNamed', { name: row.learnerName, exam: row.examName })}
        >
          {t('queue.grade')}
        </Button>
      ),
    },
  ];

  if (queue.isPending) return <LoadState kind="loading" />;
  if (!queue.data) return <LoadState kind="error" error={queue.error} onRetry={() => void queue.refetch()} />;
  const rows = queue.data.list;
  const chosen = rows.filter((row) => selected.includes(row.attemptId));

  return (
    <>
      <div className="lp-grading-toolbar">
        <Select
          className="lp-grading-filter"
          aria-label={t('queue.filter')}
          value={examId ?? 0}
          onChange={(value: number) => {
            setExamId(value || null);
            setPage(1);
            setSelected([]);
          }}
        >
          <Select.Option value={0}>{t('queue.allExams')}</Select.Option>
          {queue.data.exams.map((exam) => (
            <Select.Option key={exam.id} value={exam.id}>
              {t('queue.examWaiting', { name: exam.name, n: exam.waiting })}
            </Select.Option>
          ))}
        </Select>
        <span className="lp-page-subtitle">{t('queue.total', { n: queue.data.total })}</span>
        <span className="lp-grading-spacer" />
        <Button onClick={() => void queue.refetch()} loading={queue.isFetching}>
          {t('queue.refresh')}
        </Button>
        <Button type="primary" disabled={chosen.length === 0} onClick={() => setAiPapers(chosen)}>
          {t('queue.aiGrade', { n: chosen.length })}
        </Button>
      </div>
      {rows.length === 0 ? (
        <LoadState kind="empty" emptyText={t('queue.empty')} />
      ) : (
        <Table
          rowKey="attemptId"
          columns={columns}
          data={rows}
          border={false}
          rowSelection={{
            type: 'checkbox',
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            checkAll: true,
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: queue.data.total,
            onChange: (next) => {
              setPage(next);
              setSelected([]);
            },
            hideOnSinglePage: true,
          }}
        />
      )}
      {aiPapers ? (
        <AiGradeDialog
          papers={aiPapers}
          onClose={(changed) => {
            setAiPapers(null);
            if (changed) {
              setSelected([]);
              void queryClient.invalidateQueries({ queryKey: gradingKeys.all });
            }
          }}
        />
      ) : null}
    </>
  );
}

/** /admin/exam-grading: papers waiting for grading; grade one by hand or a selection with AI. */
export function GradingQueuePage({ isAdministrator, onOpenPaper }: GradingQueuePageProps) {
  const { t } = useTranslation('exam-grading');
  return (
    <div className="lp-grading lp-grading--page">
      <div className="lp-page-head lp-grading-head">
        <div>
          <h1 className="lp-page-title">{t('queue.title')}</h1>
          <p className="lp-page-subtitle">{t('queue.subtitle')}</p>
        </div>
      </div>
      {isAdministrator ? (
        <div className="lp-grading-panel">
          <QueueTable onOpenPaper={onOpenPaper} />
        </div>
      ) : (
        <div className="lp-grading-state" role="alert">
          {t('common.notAdmin')}
        </div>
      )}
    </div>
  );
}
