import { Button, Radio } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_STATES, type HomeworkState } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { listMyHomework } from '../api/homework-api';
import { homeworkKeys } from '../api/query-keys';
import { formatScore, HomeworkStateTag } from '../components/state-tag';
import '../homework.css';

export interface MyHomeworkPageProps {
  onOpen: (id: number) => void;
}

/** /my/my-homeWork: the learner's assignments by state, with file name, score and pass score. */
export function MyHomeworkPage({ onOpen }: MyHomeworkPageProps) {
  const { t } = useTranslation('homework');
  const [state, setState] = useState<HomeworkState | ''>('');
  const [page, setPage] = useState(1);
  const actionOf = (value: HomeworkState) =>
    value === 'not_submitted' || value === 'withdrawn' ? t('mine.doIt') : t('mine.view');
  const list = useQuery({ queryKey: homeworkKeys.mine(state, page), queryFn: () => listMyHomework(state, page) });

  return (
    <div className="lp-homework">
      <h1 className="lp-homework__title">{t('mine.title')}</h1>
      <Radio.Group
        type="button"
        className="lp-homework__filter"
        aria-label={t('mine.filter')}
        value={state}
        onChange={(value: HomeworkState | '') => {
          setState(value);
          setPage(1);
        }}
      >
        <Radio value="">{t('mine.all')}</Radio>
        {HOMEWORK_STATES.map((value) => (
          <Radio key={value} value={value}>
            {t(`state.${value}`)}
          </Radio>
        ))}
      </Radio.Group>
      {list.isPending ? (
        <LoadState kind="loading" />
      ) : list.isError ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('mine.empty')} />
      ) : (
        <>
          <ul className="lp-homework__list">
            {list.data.list.map((item) => (
              <li key={item.id} className="lp-homework__item">
                <div className="lp-homework__item-main">
                  <h2 className="lp-homework__item-title">{item.title}</h2>
                  <p className="lp-homework__muted">
                    {item.fileName
                      ? t('mine.files', { name: item.fileName, count: item.fileCount })
                      : t('mine.noFiles')}
                  </p>
                  <p className="lp-homework__muted">
                    {t('fields.deadline')}: {formatDate(item.deadlineAt)}
                    {item.overdue ? ` · ${t('mine.overdue')}` : ''}
                  </p>
                </div>
                <div className="lp-homework__item-side">
                  <HomeworkStateTag state={item.state} />
                  <span className="lp-homework__muted">
                    {t('fields.score')}: {item.score === null ? t('fields.noScore') : formatScore(item.score)} ·{' '}
                    {t('fields.passScore')}: {formatScore(item.passScore)}
                  </span>
                  <Button
                    type="primary"
                    size="small"
                    aria-label={t('mine.openNamed', { title: item.title, action: actionOf(item.state) })}
                    onClick={() => onOpen(item.id)}
                  >
                    {actionOf(item.state)}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
