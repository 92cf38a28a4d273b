import { Button, Input, Select } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { getMembers, MEMBER_PAGE_SIZE, type MemberListQuery } from '../api/admin-members-api';
import { memberKeys } from '../api/query-keys';
import { MemberStatusTags } from '../components/member-status-tags';
import '../../../components/page-kit.css';
import '../admin-members.css';

export interface MembersPageProps {
  onOpenMember: (userId: number) => void;
}

const STATUSES: MemberListQuery['status'][] = ['all', 'active', 'locked', 'blocked'];

/**
 * /admin/members: the enterprise's members with department and post, searched by keyword and
 * filtered by department (with its sub-departments) and account state; a table on desktop,
 * stacked rows on phones (admin-members.css).
 */
export function MembersPage({ onOpenMember }: MembersPageProps) {
  const { t } = useTranslation('admin-members');
  const [query, setQuery] = useState<MemberListQuery>({ page: 1, keyword: '', departmentId: null, status: 'all' });
  const [typed, setTyped] = useState('');
  const list = useQuery({
    queryKey: memberKeys.list(query),
    queryFn: () => getMembers(query),
    placeholderData: (p) => p,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, keyword: typed.trim(), page: 1 }));
  };

  return (
    <div className="lp-page-stack">
      <header className="lp-members-head">
        <h1 className="lp-page-title">{t('title')}</h1>
        <p className="lp-page-muted">{t('subtitle')}</p>
      </header>
      <form className="lp-members-filters" role="search" onSubmit={submit}>
        <Input
          className="lp-members-keyword"
          aria-label={t('filters.keyword')}
          placeholder={t('filters.keywordPlaceholder')}
          value={typed}
          maxLength={50}
          onChange={setTyped}
          allowClear
          onClear={() => setQuery((q) => ({ ...q, keyword: '', page: 1 }))}
        />
        <Select
          className="lp-members-select"
          aria-label={t('filters.department')}
          value={query.departmentId ?? 0}
          onChange={(value: number) => setQuery((q) => ({ ...q, departmentId: value || null, page: 1 }))}
          showSearch
          filterOption={(input, option) =>
            String((option as { props?: { extra?: string } }).props?.extra ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
        >
          <Select.Option value={0} extra={t('filters.allDepartments')}>
            {t('filters.allDepartments')}
          </Select.Option>
          {(list.data?.departments ?? []).map((d) => (
            <Select.Option key={d.id} value={d.id} extra={d.name}>
              {`${'\u00a0\u00a0'.repeat(d.depth)}${d.name}`}
            </Select.Option>
          ))}
        </Select>
        <Select
          className="lp-members-select"
          aria-label={t('filters.status')}
          value={query.status}
          onChange={(value: MemberListQuery['status']) => setQuery((q) => ({ ...q, status: value, page: 1 }))}
        >
          {STATUSES.map((s) => (
            <Select.Option key={s} value={s}>
              {t(`status.${s}`)}
            </Select.Option>
          ))}
        </Select>
        <Button type="primary" htmlType="submit" className="lp-members-search">
          {t('filters.search')}
        </Button>
      </form>
      <MemberTable
        query={query}
        list={list}
        onOpenMember={onOpenMember}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
      />
    </div>
  );
}

function MemberTable({
  query,
  list,
  onOpenMember,
  onPage,
}: {
  query: MemberListQuery;
  list: ReturnType<typeof useQuery<Awaited<ReturnType<typeof getMembers>>>>;
  onOpenMember: (userId: number) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin-members');
  if (list.isPending) return <LoadState kind="loading" />;
  if (!list.data) return <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;
  if (items.length === 0) return <LoadState kind="empty" emptyText={t('empty')} />;
  return (
    <section className="lp-page-card lp-members-panel" aria-label={t('listLabel')}>
      <p className="lp-page-muted" aria-live="polite">
        {t('total', { count: total })}
      </p>
      <table className="lp-data-table lp-members-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.member')}</th>
            <th scope="col">{t('columns.department')}</th>
            <th scope="col">{t('columns.post')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">
              <span className="lp-members-sr">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.userId}>
              <th scope="row" className="lp-members-cell-name">
                <strong>{m.username || m.account}</strong>
                <span className="lp-page-muted">{m.account}</span>
              </th>
              <td data-label={t('columns.department')}>{m.department || t('none')}</td>
              <td data-label={t('columns.post')}>{m.post || t('none')}</td>
              <td data-label={t('columns.status')}>
                <MemberStatusTags member={m} />
              </td>
              <td className="lp-members-cell-action">
                <Button
                  size="small"
                  onClick={() => onOpenMember(m.userId)}
                  aria-label={t('openNamed', { name: m.username || m.account })}
                >
                  {t('open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={query.page} total={total} pageSize={MEMBER_PAGE_SIZE} onPage={onPage} label={t('listLabel')} />
    </section>
  );
}
