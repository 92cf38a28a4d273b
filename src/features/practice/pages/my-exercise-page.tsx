import { Button, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { Link } from 'react-router-dom';
import type { ExerciseRecord } from '../../../../protocol';
import { getRecords } from '../api/practice-api';
import { AccuracyChart } from '../components/accuracy-chart';
import { LoadState } from '../../../components/load-state';
import { practiceKeys } from '../hooks/practice-keys';
import { RecordDetailDialog } from './record-detail-dialog';

/** /my/my-exercise (decision 0027): every practice session and the accuracy of the last 14 days. */
export function MyExercisePage() {
  const { t } = useTranslation('practice');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery({ queryKey: practiceKeys.records(page), queryFn: () => getRecords(page) });
  const title = (r: ExerciseRecord) =>
    r.kind === 'course' ? t('records.courseTitle', { title: r.title }) : t(`kind.${r.kind}`);
  const columns: TableColumnProps<ExerciseRecord>[] = [
    {
      title: t('records.when'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (_: unknown, r) => formatDate(r.updatedAt),
    },
    { title: t('records.practice'), dataIndex: 'title', render: (_: unknown, r) => title(r) },
    {
      title: t('records.questions'),
      dataIndex: 'total',
      width: 100,
      render: (_: unknown, r) => t('records.answeredOf', { answered: r.answered, total: r.total }),
    },
    { title: t('records.right'), dataIndex: 'right', width: 80 },
    { title: t('records.wrong'), dataIndex: 'wrong', width: 80 },
    {
      title: t('records.accuracy'),
      dataIndex: 'accuracy',
      width: 100,
      render: (_: unknown, r) => (r.right + r.wrong ? `${r.accuracy}%` : '—'),
    },
    {
      title: t('records.actions'),
      dataIndex: 'id',
      width: 110,
      render: (_: unknown, r) => (
        <Button type="text" onClick={() => setOpenId(r.id)}>
          {t('records.details')}
        </Button>
      ),
    },
  ];
  const data = query.data;
  return (
    <div className="lp-practice">
      <header className="lp-practice__page-head">
        <h1>{t('records.title')}</h1>
        <Link to="/my/my-practice">{t('nav.notebook')}</Link>
      </header>
      {query.isError ? (
        <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadState kind="loading" />
      ) : (
        <>
          <AccuracyChart days={data.chart} />
          {data.list.length === 0 ? (
            <LoadState
              kind="empty"
              emptyText={t('records.empty')}
              action={<Link to="/my/my-practice?practise=daily">{t('daily.start')}</Link>}
            />
          ) : (
            <Table rowKey="id" columns={columns} data={data.list} pagination={false} data-testid="exercise-records" />
          )}
          <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
      {openId !== null ? <RecordDetailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
