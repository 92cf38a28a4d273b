import { Input, Select, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { EXAM_KINDS, EXAM_LIST_TABS, type ExamKind, type ExamListTab } from '../../../../protocol';
import { getExamList, type ExamListQuery } from '../api/exams-api';
import { ExamCard, type ExamCardActions } from '../components/exam-card';
import { LoadState } from '../../../components/load-state';
import { examKeys } from '../hooks/exam-keys';
import '../exams.css';
import '../exams-phone.css';

export interface ExamListPageProps extends ExamCardActions {
  /** /task/exam is a page of its own; /my/my-exam sits in the learning centre. */
  layout: 'page' | 'centre';
}

const PAGE_SIZE = 10;

/** The learner's exams: tabs all / to do / done, kind, keyword and pages. */
export function ExamListPage({ layout, ...actions }: ExamListPageProps) {
  const { t } = useTranslation('exams');
  const [query, setQuery] = useState<ExamListQuery>({
    tab: 'all',
    kind: '',
    keyword: '',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const [keyword, setKeyword] = useState('');
  const list = useQuery({
    queryKey: examKeys.list(query),
    queryFn: () => getExamList(query),
    placeholderData: keepPreviousData,
  });
  const update = (patch: Partial<ExamListQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));

  let body;
  if (list.isPending) body = <LoadState kind="loading" />;
  else if (!list.data) body = <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = (
      <LoadState
        kind="empty"
        emptyText={query.keyword || query.kind ? t('list.noMatch') : t(`list.empty.${query.tab}`)}
      />
    );
  else {
    body = (
      <>
        <ul className="lp-exam-rows" aria-label={t('list.label')}>
          {list.data.list.map((row) => (
            <ExamCard key={row.id} row={row} actions={actions} />
          ))}
        </ul>
        <Pager
          className="lp-exam-pages"
          page={query.page}
          pageSize={query.pageSize}
          total={list.data.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      </>
    );
  }

  return (
    <div className={layout === 'page' ? 'lp-exam-page' : 'lp-exam-centre'}>
      <div className="lp-exam-list-head">
        <h1 className="lp-exam-title">{t('list.title')}</h1>
        <div className="lp-exam-filters">
          <Select
            className="lp-exam-kind-select"
            value={query.kind}
            onChange={(kind: ExamKind | '') => update({ kind })}
            aria-label={t('list.kind')}
          >
            <Select.Option value="">{t('list.allKinds')}</Select.Option>
            {EXAM_KINDS.map((kind) => (
              <Select.Option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </Select.Option>
            ))}
          </Select>
          <Input.Search
            className="lp-exam-search"
            allowClear
            value={keyword}
            maxLength={50}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            onChange={setKeyword}
            onSearch={(value) => update({ keyword: value.trim() })}
            onClear={() => update({ keyword: '' })}
          />
        </div>
      </div>
      <Tabs activeTab={query.tab} onChange={(tab) => update({ tab: tab as ExamListTab })}>
        {EXAM_LIST_TABS.map((tab) => (
          <Tabs.TabPane key={tab} title={t(`list.tab.${tab}`)} />
        ))}
      </Tabs>
      {body}
    </div>
  );
}
