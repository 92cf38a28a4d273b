import { Message, Modal } from '@arco-design/web-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES, type ApprovalItem, type ApprovalStatus } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { decideApprovals, getApprovals, getSummary, PAGE_SIZE, type ApprovalQuery } from '../api/approvals-api';
import { approvalKeys } from '../api/query-keys';
import { ApprovalRow } from '../components/approval-row';
import { CommentAuditSwitch } from '../components/comment-audit-switch';
import { ReasonDialog } from '../components/reason-dialog';
import '../admin-approvals.css';

const keyOf = (item: Pick<ApprovalItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** /admin/approvals: one queue over every kind that waits for an administrator (decision 0053). */
export function ApprovalsPage() {
  const { t } = useTranslation('admin-approvals');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ApprovalQuery>({ kind: '', status: 'pending', keyword: '', page: 1 });
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<Map<string, ApprovalItem>>(new Map());
  const [rejecting, setRejecting] = useState<ApprovalItem[]>([]);
  const summary = useQuery({ queryKey: approvalKeys.summary(), queryFn: getSummary });
  const list = useQuery({
    queryKey: approvalKeys.list(query),
    queryFn: () => getApprovals(query),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (input: { items: ApprovalItem[]; decision: 'approve' | 'reject'; reason: string }) =>
      decideApprovals({
        items: input.items.map(({ kind, id }) => ({ kind, id })),
        decision: input.decision,
        reason: input.reason,
      }),
    onSuccess: (result, input) => {
      const done = t(input.decision === 'approve' ? 'done.approved' : 'done.rejected', { count: result.changed });
      Message.success(result.unchanged > 0 ? `${done} ${t('done.unchanged', { count: result.unchanged })}` : done);
      setSelected(new Map());
      setRejecting([]);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
    onError: (error) => Message.error(errorText(error)),
  });

  const change = (next: Partial<ApprovalQuery>) => {
    setSelected(new Map());
    setQuery((current) => ({ ...current, page: 1, ...next }));
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ keyword: keyword.trim() });
  };
  const approve = (items: ApprovalItem[]) => {
    if (items.length === 1) return decide.mutate({ items, decision: 'approve', reason: '' });
    // A batch is confirmed first: it tells every author at once.
    Modal.confirm({
      title: t('batch.confirmTitle', { count: items.length }),
      content: t('batch.confirmText', { count: items.length }),
      okText: t('batch.approve', { count: items.length }),
      cancelText: t('reason.cancel'),
      onOk: () => decide.mutate({ items, decision: 'approve', reason: '' }),
    });
  };

  const items = list.data?.list ?? [];
  const pending = query.status === 'pending';
  const allOnPage = items.length > 0 && items.every((item) => selected.has(keyOf(item)));
  const total = summary.data?.total;
  const picked = [...selected.values()];

  return (
    <section className="lp-approvals">
      <header className="lp-approvals__head">
        <h1>{t('title')}</h1>
        <p className="lp-approvals-hint">{total === undefined ? t('intro') : t('waiting', { count: total })}</p>
      </header>

      <div className="lp-approvals__filters">
        <div className="lp-approvals-tabs" role="group" aria-label={t('filters.status')}>
          {APPROVAL_STATUSES.map((status: ApprovalStatus) => (
            <button
              key={status}
              type="button"
              aria-pressed={query.status === status}
              onClick={() => change({ status })}
            >
              {t(`status.${status}`)}
            </button>
          ))}
        </div>
        <label className="lp-approvals-field">
          <span>{t('filters.kind')}</span>
          <select value={query.kind} onChange={(e) => change({ kind: e.target.value })}>
            <option value="">{t('filters.allKinds')}</option>
            {(summary.data?.kinds ?? []).map((k) => (
              <option key={k.kind} value={k.kind}>
                {t(`kinds.${k.kind}`, { defaultValue: k.kind })}
                {pending ? ` (${k.pending})` : ''}
              </option>
            ))}
          </select>
        </label>
        <form className="lp-approvals-search" role="search" onSubmit={search}>
          <label className="lp-approvals-field">
            <span>{t('filters.keyword')}</span>
            <input type="search" value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} />
          </label>
          <button type="submit" className="lp-approvals-button">
            {t('filters.search')}
          </button>
        </form>
        <CommentAuditSwitch />
      </div>

      {pending && items.length > 0 && (
        <div className="lp-approvals-batch" role="region" aria-label={t('batch.label')}>
          <label className="lp-approvals-check">
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={(e) =>
                setSelected(e.target.checked ? new Map(items.map((item) => [keyOf(item), item])) : new Map())
              }
            />
            {t('batch.selectPage')}
          </label>
          <span aria-live="polite">{t('batch.selected', { count: picked.length })}</span>
          <button
            type="button"
            className="lp-approvals-button lp-approvals-button--primary"
            disabled={picked.length === 0 || decide.isPending}
            onClick={() => approve(picked)}
          >
            {t('batch.approve', { count: picked.length })}
          </button>
          <button
            type="button"
            className="lp-approvals-button lp-approvals-button--danger"
            disabled={picked.length === 0 || decide.isPending}
            onClick={() => setRejecting(picked)}
          >
            {t('batch.reject', { count: picked.length })}
          </button>
        </div>
      )}

      {list.isPending ? (
        <LoadState kind="loading" />
      ) : !list.data ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <LoadState kind="empty" emptyText={query.keyword ? t('empty.search') : t(`empty.${query.status}`)} />
      ) : (
        <>
          <ul className="lp-approvals-list" aria-label={t('listLabel')} aria-busy={list.isFetching}>
            {items.map((item) => (
              <ApprovalRow
                key={keyOf(item)}
                item={item}
                selected={selected.has(keyOf(item))}
                busy={decide.isPending}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Map(current);
                    if (on) next.set(keyOf(item), item);
                    else next.delete(keyOf(item));
                    return next;
                  })
                }
                onApprove={() => approve([item])}
                onReject={() => setRejecting([item])}
              />
            ))}
          </ul>
          <Pager
            page={query.page}
            total={list.data.total}
            pageSize={PAGE_SIZE}
            onPage={(page) => {
              setSelected(new Map());
              setQuery((current) => ({ ...current, page }));
            }}
            label={t('pager')}
          />
        </>
      )}
      <ReasonDialog
        key={rejecting.map(keyOf).join(',')}
        count={rejecting.length}
        busy={decide.isPending}
        onCancel={() => setRejecting([])}
        onReject={(reason) => decide.mutate({ items: rejecting, decision: 'reject', reason })}
      />
    </section>
  );
}
