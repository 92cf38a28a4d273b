import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireSummary } from '../../../../protocol/schemas/questionnaires';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { getQuestionnaires, type ListScope, type StateFilter } from '../api/questionnaires-api';
import { questionnaireKeys } from '../api/query-keys';
import { StateTags } from '../components/state-tags';
import '../questionnaires.css';

const PAGE_SIZE = 10;
const FILTERS: StateFilter[] = ['all', 'open', 'not_started', 'ended'];

export interface QuestionnaireListPageProps {
  scope: ListScope;
  /** The transition page of a questionnaire. */
  openHref: (id: number) => string;
  otherListHref: string;
  onNavigate: (href: string) => void;
}

function Card({
  item,
  href,
  onNavigate,
}: {
  item: QuestionnaireSummary;
  href: string;
  onNavigate: (h: string) => void;
}) {
  const { t } = useTranslation('questionnaires');
  return (
    <li className="lp-q-card">
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault();
          onNavigate(href);
        }}
      >
        <h2>{item.title}</h2>
      </a>
      <StateTags item={item} />
      <p className="lp-q-meta">
        <span>
          {t('list.window', { start: formatDate(item.startsAt, 'date'), end: formatDate(item.endsAt, 'date') })}
        </span>
        <span>{t('list.questions', { count: item.questionCount })}</span>
        {item.participants !== null && <span>{t('list.participants', { count: item.participants })}</span>}
      </p>
    </li>
  );
}

/** /questionnaire/questionList (scope all) and /questionnaire/questionMyList (scope mine). */
export function QuestionnaireListPage({ scope, openHref, otherListHref, onNavigate }: QuestionnaireListPageProps) {
  const { t } = useTranslation('questionnaires');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: questionnaireKeys.list(scope, state, page),
    queryFn: () => getQuestionnaires(scope, state, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="lp-q-page">
      <header className="lp-q-head">
        <h1>{t(scope === 'all' ? 'list.title' : 'list.mineTitle')}</h1>
        <a
          href={otherListHref}
          className="lp-q-button"
          onClick={(e) => {
            e.preventDefault();
            onNavigate(otherListHref);
          }}
        >
          {t(scope === 'all' ? 'list.toMine' : 'list.toAll')}
        </a>
      </header>
      <div className="lp-q-filters" role="radiogroup" aria-label={t('list.filterLabel')}>
        {FILTERS.map((f) => (
          <label key={f} className={`lp-q-filter${state === f ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="lp-q-filter"
              checked={state === f}
              onChange={() => {
                setState(f);
                setPage(1);
              }}
            />
            <span>{t(`list.filter.${f}`)}</span>
          </label>
        ))}
      </div>
      {list.isPending ? (
        <LoadState kind="loading" />
      ) : list.isError ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t(scope === 'all' ? 'list.empty' : 'list.mineEmpty')} />
      ) : (
        <>
          <ul className="lp-q-cards">
            {list.data.list.map((item) => (
              <Card key={item.id} item={item} href={openHref(item.id)} onNavigate={onNavigate} />
            ))}
          </ul>
          <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} label={t('list.pager')} />
        </>
      )}
    </div>
  );
}
