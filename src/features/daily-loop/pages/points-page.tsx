import { Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import type { PointsLedger } from '../../../../protocol';
import { getPointsLedger } from '../api/daily-loop-api';
import { LoadState } from '../../../components/load-state';
import { PageHead, StatTile } from '../components/page-head';
import { formatDate } from '../../../lib/date-format';
import { dailyLoopKeys } from '../hooks/daily-loop-keys';
import '../daily-loop.css';
import '../daily-loop-mobile.css';

/** Ledger reasons the portal names; others (from later areas) read as "Other". */
const KNOWN_REASONS = [
  'checkin',
  'study_reward',
  'course_purchase',
  'course_reward_received',
  'course_reward_sent',
  'seed_grant',
] as const;
type Entry = PointsLedger['list'][number];

/** /my/my-integral: the balance, what was earned and spent, and every change of the points ledger. */
export function PointsPage() {
  const { t } = useTranslation('daily-loop');
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: dailyLoopKeys.ledger(page),
    queryFn: () => getPointsLedger(page),
    placeholderData: (previous) => previous,
  });
  const data = ledger.data;
  if (ledger.isPending) return <LoadState kind="loading" />;
  if (!data) return <LoadState kind="error" error={ledger.error} onRetry={() => void ledger.refetch()} />;
  const reason = (r: string) => {
    const known = KNOWN_REASONS.find((k) => k === r) ?? 'other';
    return t(`points.reason.${known}`);
  };
  const columns = [
    {
      title: t('points.columns.time'),
      dataIndex: 'createdAt',
      render: (_: unknown, row: Entry) => formatDate(row.createdAt),
    },
    { title: t('points.columns.reason'), dataIndex: 'reason', render: (_: unknown, row: Entry) => reason(row.reason) },
    {
      title: t('points.columns.change'),
      dataIndex: 'delta',
      align: 'right' as const,
      render: (_: unknown, row: Entry) => (
        <span className={row.delta >= 0 ? 'lp-daily__plus' : 'lp-daily__minus'}>
          {row.delta > 0 ? `+${row.delta}` : row.delta}
        </span>
      ),
    },
    { title: t('points.columns.balance'), dataIndex: 'balanceAfter', align: 'right' as const },
  ];
  return (
    <div className="lp-daily">
      <PageHead title={t('points.title')} />
      <div className="lp-daily__tiles">
        <StatTile label={t('points.balance')} value={data.balance} />
        <StatTile label={t('points.earned')} value={data.earnedTotal} />
        <StatTile label={t('points.spent')} value={data.spentTotal} />
      </div>
      <Table
        rowKey="id"
        columns={columns}
        data={data.list}
        pagination={false}
        loading={ledger.isFetching}
        noDataElement={<LoadState kind="empty" emptyText={t('points.empty')} />}
        aria-label={t('points.tableLabel')}
      />
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
    </div>
  );
}
