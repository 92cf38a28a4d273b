import { Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_STATES, type TaskState } from '../../../../protocol';
import { LabelledProgress } from '../../../components/labelled-progress';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { getTaskCourses, type TaskCourseQuery } from '../api/tasks-api';
import { taskKeys } from '../api/query-keys';

const STATE_COLOR: Record<TaskState, string> = {
  not_started: '',
  in_progress: 'arcoblue',
  completed: 'green',
  overdue: 'red',
};

/** /task/course: courses assigned to the learner — state, due date and chapter progress. */
export function TaskCourseList({ onOpen }: { onOpen: (courseId: number) => void }) {
  const { t } = useTranslation('tasks');
  const [query, setQuery] = useState<TaskCourseQuery>({ state: 'all', page: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: taskKeys.courses(query),
    queryFn: () => getTaskCourses(query),
    placeholderData: keepPreviousData,
  });

  let body;
  if (list.isPending) body = <LoadState kind="loading" />;
  else if (!list.data) body = <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) body = <LoadState kind="empty" emptyText={t('courses.empty')} />;
  else
    body = (
      <>
        <ul className="lp-task-rows" aria-label={t('courses.label')}>
          {list.data.list.map((row) => (
            <li key={row.courseId} className="lp-task-row" data-state={row.state}>
              <div className="lp-task-main">
                <button type="button" className="lp-task-name" onClick={() => onOpen(row.courseId)}>
                  {row.title}
                </button>
                <div className="lp-task-facts">
                  <Tag color={STATE_COLOR[row.state] || undefined}>{t(`state.${row.state}`)}</Tag>
                  <span>
                    {row.dueAt ? t('courses.due', { date: formatDate(row.dueAt, 'dateTime') }) : t('courses.noDue')}
                  </span>
                  <span>{t('courses.assigned', { date: formatDate(row.assignedAt, 'date') })}</span>
                </div>
              </div>
              <div className="lp-task-progress">
                <LabelledProgress
                  percent={row.progress}
                  size="small"
                  label={t('courses.progress', { title: row.title })}
                  status={row.state === 'overdue' ? 'error' : row.state === 'completed' ? 'success' : 'normal'}
                />
              </div>
            </li>
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
    <section className="lp-task-section">
      <div className="lp-task-filters">
        <Select
          className="lp-task-state-select"
          value={query.state}
          aria-label={t('stateFilter')}
          onChange={(state: TaskCourseQuery['state']) => setQuery((q) => ({ ...q, state, page: 1 }))}
        >
          <Select.Option value="all">{t('state.all')}</Select.Option>
          {TASK_STATES.map((state) => (
            <Select.Option key={state} value={state}>
              {t(`state.${state}`)}
            </Select.Option>
          ))}
        </Select>
      </div>
      {body}
    </section>
  );
}
