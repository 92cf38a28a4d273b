import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MessageCategory, MessageItem } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { LoadState } from '../../../components/load-state';
import { MessageCentreLayout } from '../components/message-centre-layout';
import { MessageDetailView } from '../components/message-detail-view';
import { messageKeys } from '../hooks/message-keys';
import { useMessageActions } from '../hooks/use-message-actions';
import { listPathOf } from '../message-categories';

export interface MessageDetailPageProps {
  /** Identifies the message for the cache (the route's own parameters). */
  cacheKey: string;
  load: () => Promise<MessageItem>;
  /** The category the menu marks while loading (the message's own once loaded). */
  category?: MessageCategory;
}

/** Any personal message's detail route: loads it, marks it read once shown, offers delete. */
export function MessageDetailPage({ cacheKey, load, category = 'own' }: MessageDetailPageProps) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const query = useQuery({ queryKey: messageKeys.detail('message', cacheKey), queryFn: load });
  const actions = useMessageActions();
  const item = query.data;
  const markRead = actions.read.mutate;

  useEffect(() => {
    if (item && !item.read) markRead(item.id);
  }, [item, markRead]);

  const active = item?.category ?? category;
  let body;
  if (query.isPending) body = <LoadState kind="loading" />;
  else if (query.isError) body = <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  else {
    body = (
      <MessageDetailView
        item={query.data}
        onBack={() => navigate(listPathOf(active))}
        onOpenLink={(link) => navigate(link)}
        onDelete={async () => {
          try {
            await actions.remove.mutateAsync(query.data.id);
            Message.success(t('delete.done'));
            navigate(listPathOf(active), { replace: true });
          } catch (error) {
            Message.error(errorText(error));
          }
        }}
      />
    );
  }
  return <MessageCentreLayout active={active}>{body}</MessageCentreLayout>;
}
