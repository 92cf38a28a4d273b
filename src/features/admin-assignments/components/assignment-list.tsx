import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_KINDS, type AssignmentKind, type AssignmentRow } from '../../../../protocol';
import { LabelledProgress } from '../../../components/labelled-progress';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { ASSIGNMENT_PAGE_SIZE, getAssignments } from '../api/admin-assignments-api';
import { assignmentKeys } from '../api/query-keys';

/** Past assignments, newest first: what, to whom, how many learners, how many finished, the deadline. */
export function AssignmentList() {
  const { t } = useTranslation('admin-assignments');
  const [kind, setKind] = useState<'all' | AssignmentKind>('all');
  const [page, setPage] = useState(1);
  // When the list was opened: what counts as overdue while it is shown.
  const [now] = useState(() => Date.now());
  const list = useQuery({
    queryKey: assignmentKeys.list(kind, page),
    queryFn: () => getAssignments(kind, page),
    placeholderData: (p) => p,
  });
  return (
    <section className="lp-assign-panel" aria-labelledby="lp-assign-past">
      <div className="lp-assign-panel-head">
        <h2 id="lp-assign-past" className="lp-page-h2">
          {t('list.title')}
        </h2>
        <label className="lp-assign-filter">
          <span>{t('list.kind')}</span>
          <select
            className="lp-assign-input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as 'all' | AssignmentKind);
              setPage(1);
            }}
          >
            <option value="all">{t('list.allKinds')}</option>
            {ASSIGNMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <LoadState kind="loading" />
      ) : !list.data ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('list.empty')} />
      ) : (
        <>
          <table className="lp-data-table lp-assign-table">
            <thead>
              <tr>
                <th scope="col">{t('list.item')}</th>
                <th scope="col">{t('list.audience')}</th>
                <th scope="col">{t('list.completion')}</th>
                <th scope="col">{t('list.due')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((row) => (
                <Row key={row.id} row={row} now={now} />
              ))}
            </tbody>
          </table>
          {list.data.capped ? <p className="lp-page-muted">{t('list.capped', { count: list.data.total })}</p> : null}
          <Pager
            page={page}
            total={list.data.total}
            pageSize={ASSIGNMENT_PAGE_SIZE}
            onPage={setPage}
            label={t('list.title')}
          />
        </>
      )}
    </section>
  );
}

function Row({ row, now }: { row: AssignmentRow; now: number }) {
  const { t } = useTranslation('admin-assignments');
  const percent = row.learners > 0 ? Math.round((row.completed / row.learners) * 100) : 0;
  const parts = [
    row.audience.members > 0 ? t('list.members', { count: row.audience.members }) : '',
    ...row.audience.departments,
    ...row.audience.posts,
  ].filter(Boolean);
  const overdue = row.dueAt <= now && row.completed < row.learners;
  return (
    <tr>
      <th scope="row" className="lp-assign-cell-title">
        <span className={`lp-assign-kind-tag is-${row.kind}`}>{t(`kinds.${row.kind}`)}</span>
        <span className="lp-assign-row-title">{row.title}</span>
        <span className="lp-page-muted">
          {t('list.assignedBy', { at: formatDate(row.createdAt), by: row.createdBy })}
        </span>
      </th>
      <td data-label={t('list.audience')}>
        <ul className="lp-assign-audience-parts" aria-label={t('list.audienceOf', { title: row.title })}>
          {parts.map((part, i) => (
            <li key={i}>{part}</li>
          ))}
        </ul>
        <span className="lp-page-muted">{t('list.learners', { count: row.learners })}</span>
      </td>
      <td data-label={t('list.completion')}>
        <LabelledProgress
          label={t('list.completionOf', { title: row.title })}
          percent={percent}
          size="small"
          formatText={() => t('list.completed', { done: row.completed, count: row.learners })}
        />
      </td>
      <td data-label={t('list.due')}>
        {formatDate(row.dueAt)}
        {overdue ? <span className="lp-assign-overdue"> · {t('list.overdue')}</span> : null}
      </td>
    </tr>
  );
}
