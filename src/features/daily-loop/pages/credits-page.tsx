import { Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credits } from '../../../../protocol';
import { getCredits } from '../api/daily-loop-api';
import { LoadState } from '../../../components/load-state';
import { PageHead, StatTile } from '../components/page-head';
import { formatDate } from '../../../lib/date-format';
import { formatCredits } from '../format';
import { dailyLoopKeys } from '../hooks/daily-loop-keys';
import '../daily-loop.css';
import '../daily-loop-mobile.css';

type Row = Credits['list'][number];

/** /my/my-credit: the credit balance and the completed courses that gave it. */
export function CreditsPage({
  renderCourseLink,
}: {
  renderCourseLink?: (courseId: number, title: string) => ReactNode;
}) {
  const { t } = useTranslation('daily-loop');
  const credits = useQuery({ queryKey: dailyLoopKeys.credits, queryFn: getCredits });
  const data = credits.data;
  if (credits.isPending) return <LoadState kind="loading" />;
  if (!data) return <LoadState kind="error" error={credits.error} onRetry={() => void credits.refetch()} />;
  const columns = [
    {
      title: t('credits.columns.course'),
      dataIndex: 'title',
      render: (_: unknown, row: Row) => (renderCourseLink ? renderCourseLink(row.courseId, row.title) : row.title),
    },
    {
      title: t('credits.columns.completedAt'),
      dataIndex: 'completedAt',
      render: (_: unknown, row: Row) => formatDate(row.completedAt),
    },
    {
      title: t('credits.columns.credits'),
      dataIndex: 'credits',
      align: 'right' as const,
      render: (_: unknown, row: Row) => `+${formatCredits(row.credits)}`,
    },
  ];
  return (
    <div className="lp-daily">
      <PageHead title={t('credits.title')} />
      <div className="lp-daily__tiles">
        <StatTile label={t('credits.balance')} value={formatCredits(data.credit)} />
        <StatTile label={t('credits.courses')} value={data.list.length} />
      </div>
      <Table
        rowKey="courseId"
        columns={columns}
        data={data.list}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        noDataElement={<LoadState kind="empty" emptyText={t('credits.empty')} />}
        aria-label={t('credits.tableLabel')}
      />
    </div>
  );
}
