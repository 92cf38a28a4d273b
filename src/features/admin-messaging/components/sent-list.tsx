import { Radio } from '@arco-design/web-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGING_LIMITS, type BroadcastKind, type SentItem } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { listSent } from '../api/messaging-api';
import { messagingKeys } from '../api/query-keys';

function ReadBar({ item }: { item: SentItem }) {
  const { t } = useTranslation('admin-messaging');
  const percent = item.recipients > 0 ? Math.min(100, Math.round((item.read / item.recipients) * 100)) : 0;
  return (
    <div className="lp-amsg-read">
      <span>{t('sentList.readOf', { read: item.read, count: item.recipients, percent })}</span>
      <span className="lp-amsg-read__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}

/** What administrators sent, newest first: kind, audience, recipients and how many read it. */
export function SentList() {
  const { t } = useTranslation('admin-messaging');
  const [kind, setKind] = useState<BroadcastKind | ''>('');
  const [page, setPage] = useState(1);
  const pageSize = ADMIN_MESSAGING_LIMITS.pageSizeDefault;
  const query = useQuery({
    queryKey: messagingKeys.sent(kind, page),
    queryFn: () => listSent(kind, page, pageSize),
    placeholderData: keepPreviousData,
  });

  const audienceText = (item: SentItem) =>
    item.scope === 'all' ? t('audience.all') : item.audienceLabel || t('sentList.listed');

  let body;
  if (query.isPending) body = <LoadState kind="loading" />;
  else if (query.isError) body = <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <LoadState kind="empty" emptyText={t('sentList.empty')} />;
  else
    body = (
      <>
        <table className="lp-stack-table lp-amsg-table" aria-busy={query.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('sentList.messageTitle')}</th>
              <th scope="col">{t('sentList.kind')}</th>
              <th scope="col">{t('sentList.audience')}</th>
              <th scope="col">{t('sentList.read')}</th>
              <th scope="col">{t('sentList.sentAt')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.list.map((item) => (
              <tr key={item.id} data-testid="sent-row">
                <th scope="row" data-label={t('sentList.messageTitle')} className="lp-amsg-table__title">
                  {item.title}
                </th>
                <td data-label={t('sentList.kind')}>
                  <span className={`lp-amsg-kind lp-amsg-kind--${item.kind}`}>{t(`kinds.${item.kind}`)}</span>
                </td>
                <td data-label={t('sentList.audience')}>{audienceText(item)}</td>
                <td data-label={t('sentList.read')}>
                  <ReadBar item={item} />
                </td>
                <td data-label={t('sentList.sentAt')}>
                  {formatDate(item.createdAt, 'dateTime')}
                  {item.authorName ? <span className="lp-amsg-muted"> · {item.authorName}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={page} pageSize={pageSize} total={query.data.total} onPage={setPage} />
      </>
    );

  return (
    <section className="lp-page-card lp-amsg-card" aria-labelledby="lp-amsg-sent-title">
      <div className="lp-amsg-card__head">
        <h2 id="lp-amsg-sent-title">{t('sentList.title')}</h2>
        <Radio.Group
          type="button"
          size="small"
          value={kind}
          aria-label={t('sentList.filter')}
          onChange={(value: BroadcastKind | '') => {
            setKind(value);
            setPage(1);
          }}
        >
          <Radio value="">{t('sentList.allKinds')}</Radio>
          <Radio value="admin">{t('kinds.admin')}</Radio>
          <Radio value="information">{t('kinds.information')}</Radio>
        </Radio.Group>
      </div>
      {body}
    </section>
  );
}
