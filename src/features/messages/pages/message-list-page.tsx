import { Message } from '@arco-design/web-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_LIMITS, type MessageItem, type PersonalCategory } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { listMessages } from '../api/messages-api';
import { ListHeader } from '../components/list-header';
import { LoadState } from '../../../components/load-state';
import { MessageCentreLayout } from '../components/message-centre-layout';
import { MessageListItem } from '../components/message-list-item';
import { messageKeys } from '../hooks/message-keys';
import { useMessageActions } from '../hooks/use-message-actions';
import { useMessageState } from '../hooks/use-message-state';
import { detailPathOf } from '../message-text';

/** A personal category (own, @ mentions, praise, comments): newest first, ten a page. */
export function MessageListPage({ category }: { category: PersonalCategory }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const pageSize = MESSAGE_LIMITS.pageSize;
  const query = useQuery({
    queryKey: messageKeys.list(category, page),
    queryFn: () => listMessages(category, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const state = useMessageState();
  const actions = useMessageActions();

  function open(item: MessageItem) {
    const detail = detailPathOf(item);
    if (detail) return navigate(detail);
    // Mentions, praise and comments are read where they happened (the course, the post).
    actions.read.mutate(item.id);
    if (item.link) navigate(item.link);
  }

  async function remove(item: MessageItem) {
    try {
      await actions.remove.mutateAsync(item.id);
      Message.success(t('delete.done'));
      // The last row of a later page gone: step back so the learner is not left on an empty page.
      if (query.data && query.data.list.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      Message.error(errorText(error));
    }
  }

  let body;
  if (query.isPending) body = <LoadState kind="loading" />;
  else if (query.isError) body = <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <LoadState kind="empty" emptyText={t(`empty.${category}`)} />;
  else {
    body = (
      <>
        <ul className="lp-msg__list" aria-label={t(`categories.${category}`)}>
          {query.data.list.map((item) => (
            <MessageListItem
              key={item.id}
              item={item}
              onOpen={open}
              onRead={(m) => actions.read.mutate(m.id)}
              onDelete={remove}
            />
          ))}
        </ul>
        <Pager className="lp-msg__pager" page={page} pageSize={pageSize} total={query.data.total} onPage={setPage} />
      </>
    );
  }

  return (
    <MessageCentreLayout active={category}>
      <ListHeader
        title={t(`categories.${category}`)}
        unread={state?.unread[category] ?? 0}
        busy={actions.readAll.isPending}
        onReadAll={() => actions.readAll.mutateAsync(category)}
      />
      {body}
    </MessageCentreLayout>
  );
}
