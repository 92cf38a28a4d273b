import { Button, Message } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BroadcastKind } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { getNotice } from '../api/messages-api';
import { ConfirmDelete } from '../components/confirm-delete';
import { LoadState } from '../../../components/load-state';
import { SafeHtml } from '../../../components/safe-html';
import { MessageCentreLayout } from '../components/message-centre-layout';
import { messageKeys } from '../hooks/message-keys';
import { useMessageActions } from '../hooks/use-message-actions';
import { listPathOf } from '../message-categories';
import { formatDate } from '../../../lib/date-format';

/** An admin message (/adminMessage/{id}) or an information page (/information/page?id=). */
export function NoticeDetailPage({ id, kind }: { id: number; kind: BroadcastKind }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: messageKeys.detail('notice', String(id)),
    queryFn: () => getNotice(id),
    enabled: valid,
  });
  const actions = useMessageActions();
  const item = query.data;
  const markRead = actions.readNotice.mutate;

  useEffect(() => {
    if (item && !item.read) markRead(item.id);
  }, [item, markRead]);

  const back = listPathOf(kind);
  let body;
  if (!valid) body = <LoadState kind="empty" emptyText={t('state.notFound')} />;
  else if (query.isPending) body = <LoadState kind="loading" />;
  else if (query.isError) body = <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  else {
    body = (
      <article className="lp-msg__detail" aria-labelledby="lp-msg-detail-title">
        <Button type="text" size="small" onClick={() => navigate(back)}>
          ‹ {t('actions.back')}
        </Button>
        <h2 id="lp-msg-detail-title">{query.data.title}</h2>
        <p className="lp-msg__muted">
          {t(`categories.${query.data.kind}`)} · {formatDate(query.data.createdAt)}
        </p>
        {/* Rich text from the administrators' editor (decision 0057): sanitised by the server and again here. */}
        {query.data.bodyHtml ? (
          <SafeHtml html={query.data.bodyHtml} className="lp-msg__detail-body lp-msg__detail-html" />
        ) : (
          query.data.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="lp-msg__detail-body">
              {paragraph}
            </p>
          ))
        )}
        <footer className="lp-msg__detail-actions">
          <ConfirmDelete
            size="default"
            onConfirm={async () => {
              try {
                await actions.removeNotice.mutateAsync(id);
                Message.success(t('delete.done'));
                navigate(back, { replace: true });
              } catch (error) {
                Message.error(errorText(error));
              }
            }}
          />
        </footer>
      </article>
    );
  }
  return <MessageCentreLayout active={kind}>{body}</MessageCentreLayout>;
}
