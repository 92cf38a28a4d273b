import { Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_STATES } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { ProgressRow, ProgressRows } from '../../../components/progress-row';
import { formatDate } from '../../../lib/date-format';
import { getMyTrainings, type MyTrainingsQuery } from '../api/training-api';
import { trainingKeys } from '../api/query-keys';
import { TrainingStateTag } from './state-tag';
import '../training.css';

export interface TrainingListProps {
  onOpen: (id: number) => void;
  onMap: (id: number) => void;
}

/** The learner's trainings by state (/task/tarin, /my/my-myTrain). */
export function TrainingList({ onOpen, onMap }: TrainingListProps) {
  const { t } = useTranslation('training');
  const [query, setQuery] = useState<MyTrainingsQuery>({ state: 'all', page: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: trainingKeys.mine(query),
    queryFn: () => getMyTrainings(query),
    placeholderData: keepPreviousData,
  });

  let body;
  if (list.isPending) body = <LoadState kind="loading" />;
  else if (!list.data) body = <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) body = <LoadState kind="empty" emptyText={t('list.empty')} />;
  else
    body = (
      <>
        <ProgressRows label={t('list.label')}>
          {list.data.list.map((row) => (
            <ProgressRow
              key={row.id}
              name={row.name}
              onOpen={() => onOpen(row.id)}
              state={row.state}
              facts={
                <>
                  <TrainingStateTag state={row.state} />
                  <span>
                    {t('list.window', { from: formatDate(row.startsAt, 'date'), to: formatDate(row.endsAt, 'date') })}
                  </span>
                  <span>{t('list.stages', { done: row.stagesDone, count: row.stageCount })}</span>
                </>
              }
              progress={{ percent: row.progress, label: t('list.progress', { name: row.name }) }}
              side={
                <button type="button" className="lp-train-map-link" onClick={() => onMap(row.id)}>
                  {t('list.openMap')}
                </button>
              }
            />
          ))}
        </ProgressRows>
        <Pager
          page={query.page}
          pageSize={query.pageSize}
          total={list.data.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      </>
    );

  return (
    <section className="lp-train-list">
      <Tabs
        activeTab={query.state}
        onChange={(state) => setQuery((q) => ({ ...q, state: state as MyTrainingsQuery['state'], page: 1 }))}
      >
        {(['all', ...TRAINING_STATES] as const).map((state) => (
          <Tabs.TabPane key={state} title={t(`state.${state}`)} />
        ))}
      </Tabs>
      {body}
    </section>
  );
}
