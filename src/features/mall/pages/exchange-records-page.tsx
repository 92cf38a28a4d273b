import { Alert, Button, Modal } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  EXCHANGE_LIST_LIMITS,
  EXCHANGE_STATUSES,
  type ExchangeRecord,
  type ExchangeStatus,
} from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { FilterChips } from '../../../components/filter-chips';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { mediaUrl } from '../../../lib/media-url';
import { cancelExchange, listExchanges } from '../api/mall-api';
import { mallKeys } from '../api/query-keys';
import { ExchangeCode } from '../components/exchange-code';
import { MallNav } from '../components/mall-nav';
import { formatPoints } from '../mall-format';
import '../mall.css';
import '../mall-mobile.css';

function RecordItem({ record, onCancel }: { record: ExchangeRecord; onCancel: (r: ExchangeRecord) => void }) {
  const { t } = useTranslation('mall');
  const [showCode, setShowCode] = useState(false);
  return (
    <li className="lp-mall-record" data-testid="exchange-record">
      <div className="lp-mall-record__head">
        <span className="lp-mall-mono">{record.orderNo}</span>
        <span className={`lp-mall-status lp-mall-status--${record.status}`}>{t(`status.${record.status}`)}</span>
      </div>
      <div className="lp-mall-record__body">
        {record.cover ? <img src={mediaUrl(record.cover)} alt="" className="lp-mall-record__picture" /> : null}
        <div>
          <Link to={`/shopMall/shopDetail/${record.productId}`} className="lp-mall-record__name">
            {record.productName}
          </Link>
          <p className="lp-mall-muted">
            {t('record.line', {
              quantity: record.quantity,
              points: formatPoints(record.points),
              count: record.points,
              time: formatDate(record.createdAt, 'dateTime'),
            })}
          </p>
          <dl className="lp-mall-facts lp-mall-facts--compact">
            <dt>{t('detail.claim')}</dt>
            <dd>{t(`claim.${record.claimMethod}`)}</dd>
            {record.claimMethod === 'mail' ? (
              <>
                <dt>{t('record.recipient')}</dt>
                <dd>
                  {record.recipient} {record.phone}
                </dd>
                <dt>{t('record.address')}</dt>
                <dd>{record.address}</dd>
                <dt>{t('record.courier')}</dt>
                <dd>
                  {record.courierCompany
                    ? `${record.courierCompany} · ${t('record.tracking')} ${record.trackingNo}`
                    : record.status === 'exchanged'
                      ? t('record.notShipped')
                      : '—'}
                </dd>
              </>
            ) : (
              <>
                <dt>{t('detail.pickupPlace')}</dt>
                <dd>{record.pickupPlace || '—'}</dd>
                <dt>{t('record.code')}</dt>
                <dd className="lp-mall-mono">{record.exchangeCode}</dd>
              </>
            )}
          </dl>
          <div className="lp-mall-record__actions">
            {record.exchangeCode && record.status === 'pending_pickup' ? (
              <Button type="outline" onClick={() => setShowCode((v) => !v)} aria-expanded={showCode}>
                {showCode ? t('record.hideCode') : t('record.showCode')}
              </Button>
            ) : null}
            {record.cancellable ? (
              <Button status="danger" type="text" onClick={() => onCancel(record)}>
                {t('record.cancel')}
              </Button>
            ) : null}
          </div>
          {showCode ? <ExchangeCode code={record.exchangeCode} /> : null}
        </div>
      </div>
    </li>
  );
}

/** The learner's exchange records, by status, with the code to show at collection and cancel (spec 001 §4). */
export function ExchangeRecordsPage() {
  const { t } = useTranslation('mall');
  const client = useQueryClient();
  const [status, setStatus] = useState<ExchangeStatus | ''>('');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<ExchangeRecord | null>(null);
  const pageSize = EXCHANGE_LIST_LIMITS.pageSizeDefault;
  const query = useQuery({
    queryKey: mallKeys.exchanges(page, status),
    queryFn: () => listExchanges(page, pageSize, status || undefined),
    staleTime: 0,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => cancelExchange(id),
    onSuccess: async () => {
      setCancelling(null);
      await client.invalidateQueries({ queryKey: mallKeys.all });
    },
  });
  return (
    <section className="lp-mall lp-mall--centre">
      <h1 className="lp-mall__title">{t('record.title')}</h1>
      <MallNav />
      <FilterChips
        label={t('record.filter')}
        chips={(['', ...EXCHANGE_STATUSES] as const).map((s) => ({
          value: s,
          label: s ? t(`status.${s}`) : t('filters.all'),
        }))}
        selected={status}
        onSelect={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      {!query.data ? (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <LoadState
          kind="empty"
          emptyText={t('record.empty')}
          action={<Link to="/shopMall">{t('record.browse')}</Link>}
        />
      ) : (
        <>
          <ul className="lp-mall-records">
            {query.data.list.map((record) => (
              <RecordItem key={record.id} record={record} onCancel={setCancelling} />
            ))}
          </ul>
          <Pager page={page} total={query.data.total} pageSize={pageSize} onPage={setPage} />
        </>
      )}
      <Modal
        visible={cancelling !== null}
        title={t('record.cancelTitle')}
        onCancel={cancel.isPending ? undefined : () => setCancelling(null)}
        footer={
          <>
            <Button onClick={() => setCancelling(null)} disabled={cancel.isPending}>
              {t('record.keep')}
            </Button>
            <Button
              status="danger"
              type="primary"
              loading={cancel.isPending}
              onClick={() => cancelling && !cancel.isPending && cancel.mutate(cancelling.id)}
            >
              {t('record.cancelConfirm')}
            </Button>
          </>
        }
      >
        {cancelling ? (
          <p>
            {t('record.cancelText', {
              name: cancelling.productName,
              points: formatPoints(cancelling.points),
              count: cancelling.points,
            })}
          </p>
        ) : null}
        {cancel.error ? <Alert type="error" content={errorText(cancel.error)} /> : null}
      </Modal>
    </section>
  );
}
