import { Button } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { getDailyPractice, getNotebookPractice } from '../api/practice-api';
import { LoadState } from '../../../components/load-state';
import { PracticeRunner } from '../components/practice-runner';
import { practiceKeys } from '../hooks/practice-keys';
import { NotebookPanel } from './notebook-panel';

type Mode = 'daily' | 'notebook';

/** Today's practice entry: how far the learner got today, and the button to go on. */
function DailyCard({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('practice');
  const query = useQuery({ queryKey: practiceKeys.daily(), queryFn: getDailyPractice });
  const data = query.data;
  const answered = data?.results.length ?? 0;
  const total = data?.questions.length ?? 0;
  return (
    <section className="lp-practice__section lp-practice__daily" aria-labelledby="lp-daily-title">
      <div>
        <h2 id="lp-daily-title">{t('daily.title')}</h2>
        <p className="lp-practice__muted">{t('daily.hint')}</p>
        {query.isError ? <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} /> : null}
        {data ? (
          <p data-testid="daily-progress">
            {total === 0 ? t('daily.none') : t('daily.progress', { day: data.day, answered, total })}
          </p>
        ) : null}
      </div>
      <Button type="primary" size="large" disabled={!data || total === 0} loading={query.isPending} onClick={onStart}>
        {answered === 0 ? t('daily.start') : answered >= total ? t('daily.review') : t('daily.continue')}
      </Button>
    </section>
  );
}

/** Daily practice or the notebook's questions, in place of the overview. */
function Session({ mode, onBack }: { mode: Mode; onBack: () => void }) {
  const { t } = useTranslation('practice');
  const queryClient = useQueryClient();
  const key = mode === 'daily' ? practiceKeys.daily() : practiceKeys.notebookSet();
  const query = useQuery({
    queryKey: key,
    queryFn: mode === 'daily' ? getDailyPractice : getNotebookPractice,
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <div className="lp-practice">
      <header className="lp-practice__page-head">
        <h1>
          {mode === 'daily' ? t('daily.sessionTitle', { day: query.data?.day ?? '' }) : t('notebook.sessionTitle')}
        </h1>
        <Button onClick={onBack}>{t('action.back')}</Button>
      </header>
      {query.isError ? (
        <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadState kind="loading" />
      ) : query.data.questions.length === 0 ? (
        <LoadState kind="empty" emptyText={mode === 'daily' ? t('daily.none') : t('notebook.emptyActive')} />
      ) : (
        <PracticeRunner
          key={query.data.sessionKey}
          set={query.data}
          {...(mode === 'notebook' ? { onRestart: () => void queryClient.resetQueries({ queryKey: key }) } : {})}
        />
      )}
    </div>
  );
}

/**
 * /my/my-practice (decision 0027): the daily practice entry and the wrong-question notebook;
 * `?practise=daily|notebook` opens a session in place, so Back returns to the overview.
 */
export function MyPracticePage() {
  const { t } = useTranslation('practice');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const mode = params.get('practise');
  const open = (next: Mode | null) => {
    // Leaving a session refreshes the overview (the notebook and today's progress moved).
    void queryClient.invalidateQueries({ queryKey: practiceKeys.all });
    setParams(next ? { practise: next } : {});
  };
  if (mode === 'daily' || mode === 'notebook') return <Session mode={mode} onBack={() => open(null)} />;
  return (
    <div className="lp-practice">
      <header className="lp-practice__page-head">
        <h1>{t('my.title')}</h1>
        <Link to="/my/my-exercise">{t('nav.records')}</Link>
      </header>
      <DailyCard onStart={() => open('daily')} />
      <NotebookPanel onPractise={() => open('notebook')} />
    </div>
  );
}
