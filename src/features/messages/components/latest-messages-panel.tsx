import { Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { MessageItem } from '../../../../protocol';
import { getLatestMessages } from '../api/messages-api';
import { messageKeys } from '../hooks/message-keys';
import { useMessageActions } from '../hooks/use-message-actions';
import { formatDate } from '../../../lib/date-format';
import { detailPathOf, messageText } from '../message-text';
import '../messages.css';
import '../messages-mobile.css';

/** The header bell's dropdown: the newest few messages (loaded on first open, never at start-up). */
export function LatestMessagesPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const query = useQuery({ queryKey: messageKeys.latest, queryFn: getLatestMessages });
  const actions = useMessageActions();

  function open(item: MessageItem) {
    onClose();
    const detail = detailPathOf(item);
    if (detail) return navigate(detail);
    actions.read.mutate(item.id);
    navigate(item.link || '/main/message/ownMessage');
  }

  return (
    <div className="lp-msg-panel" role="dialog" aria-label={t('centre.latest')}>
      <div className="lp-msg-panel__head">{t('centre.latest')}</div>
      {query.isPending ? (
        <div className="lp-msg__state" role="status">
          <Spin />
        </div>
      ) : query.isError || query.data.length === 0 ? (
        <p className="lp-msg-panel__empty">{query.isError ? t('state.error') : t('state.empty')}</p>
      ) : (
        <ul className="lp-msg-panel__list">
          {query.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`lp-msg-panel__item${item.read ? '' : ' lp-msg-panel__item--unread'}`}
                onClick={() => open(item)}
              >
                <span className="lp-msg-panel__title">
                  {item.read ? null : <span className="lp-msg__dot" aria-hidden="true" />}
                  {messageText(t, item).title}
                </span>
                <span className="lp-msg__time">{formatDate(item.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link className="lp-msg-panel__all" to="/main/message/ownMessage" onClick={onClose}>
        {t('centre.viewAll')}
      </Link>
    </div>
  );
}
