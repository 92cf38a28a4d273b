import { Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_STATES, type TaskState } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { ProgressRow, ProgressRows } from '../../../components/progress-row';
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
        <ProgressRows label={t('courses.label')}>
          {list.data.list.map((row) => (
            <ProgressRow
              key={row.courseId}
              name={row.title}
              onOpen={() => onOpen(row.courseId)}
              state={row.state}
              facts={
                <>
                  <Tag color={STATE_COLOR[row.state] || undefined}>{t(`state.${row.state}`)}</Tag>
                  <span>
                    {row.dueAt ? t('courses.due', { date: formatDate(row.dueAt, 'dateTime') }) : t('courses.noDue')}
                  </span>
                  <span>{t('courses.assigned', { date: formatDate(row.assignedAt, 'date') })}</span>
                </>
              }
              progress={{
                percent: row.progress,
                label: t('courses.progress', { title: row.title }),
                status: row.state === 'overdue' ? 'error' : row.state === 'completed' ? 'success' : 'normal',
              }}
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
