import { Button, Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../../../protocol';
import { factsOf, passedOf } from '../message-facts';
import { formatDate } from '../../../lib/date-format';
import { messageText } from '../message-text';
import { ConfirmDelete } from './confirm-delete';

export interface MessageDetailViewProps {
  item: MessageItem;
  onBack: () => void;
  onOpenLink: (link: string) => void;
  onDelete: () => Promise<unknown>;
}

/** One message in full: what happened, its facts, where to go next. */
export function MessageDetailView({ item, onBack, onOpenLink, onDelete }: MessageDetailViewProps) {
  const { t } = useTranslation('messages');
  const text = messageText(t, item);
  const passed = item.kind === 'task_score' ? passedOf(item) : null;
  return (
    <article className="lp-msg__detail" aria-labelledby="lp-msg-detail-title">
      <Button type="text" size="small" onClick={onBack}>
        ‹ {t('actions.back')}
      </Button>
      <h2 id="lp-msg-detail-title">{text.title}</h2>
      <p className="lp-msg__muted">
        {item.actorName ? `${item.actorName} · ` : ''}
        {formatDate(item.createdAt)}
      </p>
      {item.kind === 'weekly_summary' ? (
        <div className="lp-msg__stats">
          {(['minutes', 'days', 'coursesCompleted'] as const).map((key) => (
            <div key={key} className="lp-msg__stat">
              <strong>{String(item.params[key] ?? 0)}</strong>
              <span>{t(`summary.${key}`)}</span>
            </div>
          ))}
        </div>
      ) : null}
      <p className="lp-msg__detail-body">{text.body}</p>
      {passed !== null ? (
        <Tag color={passed ? 'green' : 'red'}>{t(passed ? 'facts.passed' : 'facts.failed')}</Tag>
      ) : null}
      <dl className="lp-msg__facts">
        {factsOf(item).map(([key, value]) => (
          <div key={key}>
            <dt>{t(`facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <footer className="lp-msg__detail-actions">
        {item.link ? (
          <Button type="primary" onClick={() => onOpenLink(item.link)}>
            {t(`open.${item.kind}`, { defaultValue: t('open.default') })}
          </Button>
        ) : null}
        <ConfirmDelete size="default" onConfirm={onDelete} />
      </footer>
    </article>
  );
}
