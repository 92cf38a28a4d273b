import { Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { getActivities, type ActivityListQuery, type ActivityPhaseFilter } from '../api/activities-api';
import { ActivityCardRow } from '../components/activity-card';
import { activityKeys } from '../hooks/activity-keys';
import '../activities.css';

export interface ActivityListPageProps {
  /** 'all': the enterprise's activities (/index/activity, /task/active); 'mine': /my/my-active. */
  scope: 'all' | 'mine';
  /** 'page' stands alone, 'centre' sits in the learning centre, 'embedded' in the task list's tab. */
  layout: 'page' | 'centre' | 'embedded';
  onOpen: (id: number) => void;
  /** Under an empty "mine" list: the way to the activities. */
  onBrowse?: () => void;
}

const PAGE_SIZE = 10;
const TABS: ActivityPhaseFilter[] = ['all', 'not_started', 'ongoing', 'ended'];

/** A list of activities with tabs by phase and pages. */
export function ActivityListPage({ scope, layout, onOpen, onBrowse }: ActivityListPageProps) {
  const { t } = useTranslation('activities');
  const [query, setQuery] = useState<ActivityListQuery>({ scope, phase: 'all', page: 1, pageSize: PAGE_SIZE });
  const list = useQuery({
    queryKey: activityKeys.list(query),
    queryFn: () => getActivities(query),
    placeholderData: keepPreviousData,
  });
  const title = scope === 'mine' ? t('list.mineTitle') : t('list.title');

  let body;
  if (list.isPending) body = <LoadState kind="loading" />;
  else if (!list.data) body = <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = (
      <LoadState
        kind="empty"
        emptyText={scope === 'mine' && query.phase === 'all' ? t('list.emptyMine') : t('list.empty')}
        action={
          scope === 'mine' && onBrowse ? (
            <button type="button" className="lp-activity-link-button" onClick={onBrowse}>
              {t('list.browse')}
            </button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <>
        <ul className="lp-activity-list" aria-label={title}>
          {list.data.list.map((activity) => (
            <ActivityCardRow key={activity.id} activity={activity} onOpen={onOpen} />
          ))}
        </ul>
        <Pager
          page={query.page}
          pageSize={query.pageSize}
          total={list.data.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      </>
    );

  return (
    <section className={`lp-activities lp-activities--${layout}`}>
      {layout === 'embedded' ? (
        <h2 className="lp-sr-only">{title}</h2>
      ) : (
        <h1 className="lp-activities__title">{title}</h1>
      )}
      <Tabs
        activeTab={query.phase}
        onChange={(phase) => setQuery((q) => ({ ...q, phase: phase as ActivityPhaseFilter, page: 1 }))}
      >
        {TABS.map((tab) => (
          <Tabs.TabPane key={tab} title={t(`list.tab.${tab}`)} />
        ))}
      </Tabs>
      {body}
    </section>
  );
}

/** The task list's Activities tab (/task/active, composed by the tasks area's route). */
export function TaskActivityList({ onOpen }: { onOpen: (id: number) => void }) {
  return <ActivityListPage scope="all" layout="embedded" onOpen={onOpen} />;
}
