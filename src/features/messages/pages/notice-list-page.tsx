import { Message } from '@arco-design/web-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_LIMITS, type BroadcastItem, type BroadcastKind } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { listNotices } from '../api/messages-api';
import { ConfirmDelete } from '../components/confirm-delete';
import { ListHeader } from '../components/list-header';
import { LoadState } from '../../../components/load-state';
import { MessageCentreLayout } from '../components/message-centre-layout';
import { messageKeys } from '../hooks/message-keys';
import { useMessageActions } from '../hooks/use-message-actions';
import { useMessageState } from '../hooks/use-message-state';
import { formatDate } from '../../../lib/date-format';

export function noticePathOf(item: Pick<BroadcastItem, 'id' | 'kind'>): string {
  return item.kind === 'admin'
    ? `/main/message/adminMessage/${item.id}`
    : `/main/message/information/page?id=${item.id}`;
}

/** Admin messages or information items: written by administrators, shown as written. */
export function NoticeListPage({ kind }: { kind: BroadcastKind }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const pageSize = MESSAGE_LIMITS.pageSize;
  const query = useQuery({
    queryKey: messageKeys.list(kind, page),
    queryFn: () => listNotices(kind, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const state = useMessageState();
  const actions = useMessageActions();

  async function remove(item: BroadcastItem) {
    try {
      await actions.removeNotice.mutateAsync(item.id);
      Message.success(t('delete.done'));
    } catch (error) {
      Message.error(errorText(error));
    }
  }

  let body;
  if (query.isPending) body = <LoadState kind="loading" />;
  else if (query.isError) body = <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <LoadState kind="empty" emptyText={t(`empty.${kind}`)} />;
  else {
    body = (
      <>
        <ul className="lp-msg__list" aria-label={t(`categories.${kind}`)}>
          {query.data.list.map((item) => (
            <li key={item.id} className={`lp-msg__item${item.read ? '' : ' lp-msg__item--unread'}`}>
              <button type="button" className="lp-msg__item-main" onClick={() => navigate(noticePathOf(item))}>
                <span className="lp-msg__avatar lp-msg__avatar--notice" aria-hidden="true">
                  {t(`kindBadge.${kind}`)}
                </span>
                <span className="lp-msg__item-text">
                  <span className="lp-msg__item-title">
                    {item.read ? null : <span className="lp-msg__dot" title={t('state.unread')} />}
                    {item.title}
                    {item.read ? null : <span className="lp-msg__sr">{t('state.unread')}</span>}
                  </span>
                  <span className="lp-msg__item-body">{item.summary}</span>
                </span>
                <time className="lp-msg__time">{formatDate(item.createdAt)}</time>
              </button>
              <span className="lp-msg__item-actions">
                <ConfirmDelete size="mini" onConfirm={() => remove(item)} />
              </span>
            </li>
          ))}
        </ul>
        <Pager className="lp-msg__pager" page={page} pageSize={pageSize} total={query.data.total} onPage={setPage} />
      </>
    );
  }

  return (
    <MessageCentreLayout active={kind}>
      <ListHeader
        title={t(`categories.${kind}`)}
        unread={state?.unread[kind] ?? 0}
        busy={actions.readAll.isPending}
        onReadAll={() => actions.readAll.mutateAsync(kind)}
      />
      {body}
    </MessageCentreLayout>
  );
}
