import { useTranslation } from 'react-i18next';
import type { ApprovalItem } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';

export interface ApprovalRowProps {
  item: ApprovalItem;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}

/** One item of the queue: a row of a table on desktop, a stacked card on a phone (CSS). */
export function ApprovalRow({ item, selected, busy, onSelect, onApprove, onReject }: ApprovalRowProps) {
  const { t } = useTranslation('admin-approvals');
  const pending = item.status === 'pending';
  const title = item.title || t('untitled');
  return (
    <li className={`lp-approvals-row${selected ? ' lp-approvals-row--selected' : ''}`} data-testid="approval-row">
      {pending && (
        <input
          type="checkbox"
          className="lp-approvals-row__check"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('row.select', { title })}
        />
      )}
      <div className="lp-approvals-row__main">
        <p className="lp-approvals-row__meta">
          <span className={`lp-approvals-kind lp-approvals-kind--${item.kind}`}>
            {t(`kinds.${item.kind}`, { defaultValue: item.kind })}
          </span>
          <span>{item.authorName || t('row.unknownAuthor')}</span>
          <time dateTime={new Date(item.createdAt).toISOString()}>{formatDate(item.createdAt, 'dateTime')}</time>
        </p>
        <p className="lp-approvals-row__title">{title}</p>
        {item.excerpt && <p className="lp-approvals-row__excerpt">{item.excerpt}</p>}
        {!pending && (
          <p className="lp-approvals-row__decision">
            <span className={`lp-approvals-status lp-approvals-status--${item.status}`}>
              {t(`status.${item.status}`)}
            </span>
            {item.decidedAt !== null && (
              <time dateTime={new Date(item.decidedAt).toISOString()}>{formatDate(item.decidedAt, 'dateTime')}</time>
            )}
            {item.reason && (
              <span className="lp-approvals-row__reason">{t('row.reason', { reason: item.reason })}</span>
            )}
          </p>
        )}
      </div>
      {pending && (
        <div className="lp-approvals-row__actions">
          <button
            type="button"
            className="lp-approvals-button lp-approvals-button--primary"
            disabled={busy}
            onClick={onApprove}
            aria-label={t('row.approveOne', { title })}
          >
            {t('actions.approve')}
          </button>
          <button
            type="button"
            className="lp-approvals-button lp-approvals-button--danger"
            disabled={busy}
            onClick={onReject}
            aria-label={t('row.rejectOne', { title })}
          >
            {t('actions.reject')}
          </button>
        </div>
      )}
    </li>
  );
}
