import { Button, Popconfirm, Tabs, Tag, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { getNotebook, removeNotebookEntry } from '../api/practice-api';
import { LoadState } from '../../../components/load-state';
import { QuestionStem } from '../components/question-stem';
import { practiceKeys } from '../hooks/practice-keys';

/** The wrong-question notebook: entries to practise and mastered ones; the learner may remove an entry. */
export function NotebookPanel({ onPractise }: { onPractise: () => void }) {
  const { t } = useTranslation('practice');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'active' | 'mastered'>('active');
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: practiceKeys.notebook(status, page), queryFn: () => getNotebook(status, page) });
  const remove = useMutation({
    mutationFn: removeNotebookEntry,
    onSuccess: () => {
      Message.success(t('notebook.removed'));
      void queryClient.invalidateQueries({ queryKey: practiceKeys.all });
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const data = query.data;
  return (
    <section className="lp-practice__section" aria-labelledby="lp-notebook-title">
      <header className="lp-practice__section-head">
        <h2 id="lp-notebook-title">{t('notebook.title')}</h2>
        <Button type="primary" disabled={!data || data.activeCount === 0} onClick={onPractise}>
          {t('notebook.practise', { n: data?.activeCount ?? 0 })}
        </Button>
      </header>
      <p className="lp-practice__muted">{t('notebook.hint')}</p>
      <Tabs
        activeTab={status}
        onChange={(key) => {
          setStatus(key as 'active' | 'mastered');
          setPage(1);
        }}
      >
        <Tabs.TabPane key="active" title={t('notebook.active', { n: data?.activeCount ?? 0 })} />
        <Tabs.TabPane key="mastered" title={t('notebook.mastered', { n: data?.masteredCount ?? 0 })} />
      </Tabs>
      {query.isError ? (
        <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadState kind="loading" />
      ) : data.list.length === 0 ? (
        <LoadState
          kind="empty"
          emptyText={status === 'active' ? t('notebook.emptyActive') : t('notebook.emptyMastered')}
        />
      ) : (
        <ul className="lp-practice__notebook" data-testid="notebook-list">
          {data.list.map((entry) => (
            <li key={entry.id} className="lp-practice__entry" data-testid="notebook-entry">
              <div className="lp-practice__entry-main">
                <div className="lp-practice__entry-tags">
                  <Tag size="small">{t(`type.${entry.type}`)}</Tag>
                  <Tag size="small" color={entry.source === 'exam' ? 'orangered' : 'arcoblue'}>
                    {t(`source.${entry.source}`)}
                  </Tag>
                  <span className="lp-practice__muted">{t('notebook.wrongTimes', { n: entry.wrongCount })}</span>
                  <span className="lp-practice__muted">
                    {entry.masteredAt
                      ? t('notebook.masteredAt', { at: formatDate(entry.masteredAt) })
                      : t('notebook.lastWrong', { at: formatDate(entry.lastWrongAt) })}
                  </span>
                </div>
                <QuestionStem html={entry.stem} />
              </div>
              <Popconfirm
                title={t('notebook.confirmRemove')}
                okText={t('notebook.remove')}
                cancelText={t('action.cancel')}
                onOk={() => remove.mutateAsync(entry.id)}
              >
                <Button size="small" status="danger" loading={remove.isPending && remove.variables === entry.id}>
                  {t('notebook.remove')}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      {data ? <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
