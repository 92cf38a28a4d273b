import { Button, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LECTURER_LIMITS, LECTURER_TYPES, type LecturerType } from '../../../../protocol';
import { FilterChips } from '../../../components/filter-chips';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { listLecturerCategories, listLecturers, type LecturerQuery } from '../api/lecturer-api';
import { lecturerKeys } from '../api/query-keys';
import { ApplyDialog } from '../components/apply-dialog';
import { LecturerCard } from '../components/lecturer-card';
import '../lecturers.css';

function queryOf(params: URLSearchParams): LecturerQuery {
  const type = params.get('type') ?? '';
  return {
    keyword: (params.get('keyword') ?? '').slice(0, LECTURER_LIMITS.keywordChars),
    type: (LECTURER_TYPES as readonly string[]).includes(type) ? (type as LecturerType) : '',
    catid: /^\d+$/.test(params.get('catid') ?? '') ? Number(params.get('catid')) : 0,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export interface LecturerListPageProps {
  /** /lecturer/lecturerList_search: the search box comes first and takes the focus. */
  mode: 'list' | 'search';
  signedIn: boolean;
  onSignIn: () => void;
}

/** /lecturer/lecturerList and /lecturer/lecturerList_search: filters and paging live in the address. */
export function LecturerListPage({ mode, signedIn, onSignIn }: LecturerListPageProps) {
  const { t } = useTranslation('lecturers');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = queryOf(params);
  const [applying, setApplying] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mode === 'search') searchRef.current?.querySelector('input')?.focus();
  }, [mode]);
  const list = useQuery({
    queryKey: lecturerKeys.list(query),
    queryFn: () => listLecturers(query),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: lecturerKeys.categories(), queryFn: listLecturerCategories });
  // A keyword search counts one past its cap: beyond it the total is "more than" (decision 0066).
  const searchCapped = query.keyword !== '' && (list.data?.total ?? 0) > LECTURER_LIMITS.searchTotalCap;

  const update = (patch: Partial<LecturerQuery>) => {
    const next = { ...query, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.type) search.set('type', next.type);
    if (next.catid) search.set('catid', String(next.catid));
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submitSearch = (value: string) => {
    const text = value.trim();
    if (mode === 'list' && text) navigate(`/lecturer/lecturerList_search?keyword=${encodeURIComponent(text)}`);
    else update({ keyword: text });
  };

  return (
    <section className="lp-lect-page">
      <header className="lp-lect-page__head">
        <h1 className="lp-lect-page__title">{mode === 'search' ? t('list.searchTitle') : t('list.title')}</h1>
        <Button type="primary" onClick={() => (signedIn ? setApplying(true) : onSignIn())}>
          {t('apply.open')}
        </Button>
      </header>
      <div className="lp-lect-filters">
        <div ref={searchRef} className="lp-lect-filters__search" role="search">
          <SearchBox key={query.keyword} initial={query.keyword} onSearch={submitSearch} />
        </div>
        <FilterChips
          label={t('list.type')}
          chips={(['', ...LECTURER_TYPES] as const).map((type) => ({
            value: type,
            label: type ? t(`type.${type}`) : t('list.all'),
          }))}
          selected={query.type}
          onSelect={(type) => update({ type })}
        />
        <Select
          className="lp-lect-filters__category"
          aria-label={t('list.category')}
          value={query.catid}
          onChange={(catid: number) => update({ catid })}
          options={[
            { label: t('list.allCategories'), value: 0 },
            ...(categories.data?.list ?? []).map((c) => ({ label: c.name, value: c.id })),
          ]}
        />
      </div>
      {!list.data ? (
        <LoadState kind={list.error ? 'error' : 'loading'} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <LoadState
          kind="empty"
          emptyText={query.keyword ? t('list.noMatch', { keyword: query.keyword }) : t('list.empty')}
        />
      ) : (
        <>
          <p className="lp-lect-count" aria-live="polite">
            {searchCapped
              ? t('list.countMore', { count: LECTURER_LIMITS.searchTotalCap })
              : t('list.count', { count: list.data.total })}
          </p>
          <ul className="lp-lect-grid">
            {list.data.list.map((lecturer) => (
              <LecturerCard key={lecturer.id} lecturer={lecturer} />
            ))}
          </ul>
          <Pager
            page={query.page}
            total={searchCapped ? LECTURER_LIMITS.searchTotalCap : list.data.total}
            pageSize={list.data.pageSize}
            onPage={(page) => update({ page })}
          />
        </>
      )}
      {applying ? <ApplyDialog onClose={() => setApplying(false)} /> : null}
    </section>
  );
}

/** The search box; a new keyword in the address starts it afresh (its key). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('lecturers');
  const [keyword, setKeyword] = useState(initial);
  return (
    <Input.Search
      aria-label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      value={keyword}
      maxLength={LECTURER_LIMITS.keywordChars}
      onChange={setKeyword}
      onSearch={onSearch}
      searchButton={t('list.searchButton')}
      allowClear
    />
  );
}
