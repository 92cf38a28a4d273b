import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { messageText } from '../message-text';
import { ConfirmDelete } from './confirm-delete';

export interface MessageListItemProps {
  item: MessageItem;
  onOpen: (item: MessageItem) => void;
  onRead: (item: MessageItem) => void;
  onDelete: (item: MessageItem) => Promise<unknown>;
}

/** One row: unread rows are bold with a dot; the whole row opens the message. */
export function MessageListItem({ item, onOpen, onRead, onDelete }: MessageListItemProps) {
  const { t } = useTranslation('messages');
  const text = messageText(t, item);
  return (
    <li className={`lp-msg__item${item.read ? '' : ' lp-msg__item--unread'}`}>
      <button type="button" className="lp-msg__item-main" onClick={() => onOpen(item)}>
        <span className="lp-msg__avatar" aria-hidden="true">
          {item.actorImage ? (
            <img src={item.actorImage} alt="" />
          ) : (
            (item.actorName || t(`kindBadge.${item.kind}`)).slice(0, 1)
          )}
        </span>
        <span className="lp-msg__item-text">
          <span className="lp-msg__item-title">
            {item.read ? null : <span className="lp-msg__dot" title={t('state.unread')} />}
            {text.title}
            {item.read ? null : <span className="lp-msg__sr">{t('state.unread')}</span>}
          </span>
          <span className="lp-msg__item-body">{text.body}</span>
        </span>
        <time className="lp-msg__time" dateTime={formatDate(item.createdAt, 'iso')}>
          {formatDate(item.createdAt)}
        </time>
      </button>
      <span className="lp-msg__item-actions">
        {item.read ? null : (
          <Button size="mini" type="text" onClick={() => onRead(item)}>
            {t('actions.markRead')}
          </Button>
        )}
        <ConfirmDelete size="mini" onConfirm={() => onDelete(item)} />
      </span>
    </li>
  );
}
