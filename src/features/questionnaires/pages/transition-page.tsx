import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { getCounts, getMyAnswers, getQuestionnaire } from '../api/questionnaires-api';
import { questionnaireKeys } from '../api/query-keys';
import { AnswerView } from '../components/answer-view';
import { StateTags } from '../components/state-tags';
import { VoteCounts } from '../components/vote-counts';
import { loadReceipts } from '../draft-store';
import '../questionnaires.css';

/** Live counts are fetched again this often while the page is open (and after a submit). */
const COUNTS_INTERVAL_MS = 5000;

export interface QuestionnaireTransitionPageProps {
  id: number;
  /** 0 for a visitor (the page is exempt from sign-in, spec 000 §4). */
  userId: number;
  onSignIn: () => void;
  onStart: (id: number) => void;
  onBack: () => void;
}

/** /questionnaire/excessive/:id — what the questionnaire is, whether I may answer, my answers, live counts. */
export function QuestionnaireTransitionPage({
  id,
  userId,
  onSignIn,
  onStart,
  onBack,
}: QuestionnaireTransitionPageProps) {
  const { t } = useTranslation('questionnaires');
  const { t: routeTitle } = useTranslation('routes');
  const detail = useQuery({
    queryKey: questionnaireKeys.detail(id),
    queryFn: () => getQuestionnaire(id),
    enabled: id > 0,
  });
  const receipts = userId ? loadReceipts(userId, id) : [];
  const submitted = detail.data?.submitted === true;
  const mine = useQuery({
    queryKey: questionnaireKeys.mine(id, receipts.join(',')),
    queryFn: () => getMyAnswers(id, receipts),
    enabled: submitted && userId > 0,
  });
  const live = detail.data?.counts !== null && detail.data?.counts !== undefined;
  const counts = useQuery({
    queryKey: questionnaireKeys.counts(id),
    queryFn: () => getCounts(id),
    enabled: live,
    refetchInterval: live && detail.data?.state === 'open' ? COUNTS_INTERVAL_MS : false,
  });

  // Until a questionnaire is there to name the page (loading, not found), the route's title does.
  if (detail.isPending || detail.isError)
    return (
      <div className="lp-q-page">
        <h1>{routeTitle('questionnaireTransition')}</h1>
        {detail.isError ? (
          <LoadState kind="error" error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <LoadState kind={id > 0 ? 'loading' : 'empty'} />
        )}
      </div>
    );
  const q = detail.data;
  const refusal = q.refusal === 'sign_in' ? null : q.refusal;
  return (
    <div className="lp-q-page">
      <header className="lp-q-head">
        <h1>{q.title}</h1>
        <button type="button" className="lp-q-button" onClick={onBack}>
          {t('transition.back')}
        </button>
      </header>
      <StateTags item={q} />
      {q.intro && <p className="lp-q-intro">{q.intro}</p>}
      <section className="lp-q-panel" aria-labelledby="lp-q-facts">
        <h2 id="lp-q-facts">{t('transition.facts')}</h2>
        <dl className="lp-q-facts">
          <div>
            <dt>{t('transition.window')}</dt>
            <dd>
              {t('list.window', { start: formatDate(q.startsAt, 'dateTime'), end: formatDate(q.endsAt, 'dateTime') })}
            </dd>
          </div>
          <div>
            <dt>{t('transition.questions')}</dt>
            <dd>{q.questionCount}</dd>
          </div>
          {q.participants !== null && (
            <div>
              <dt>{t('transition.participants')}</dt>
              <dd>{t('list.participants', { count: counts.data?.participants ?? q.participants })}</dd>
            </div>
          )}
        </dl>
        {q.anonymous && <p className="lp-q-note">{t('transition.anonymousNote')}</p>}
        {q.onceOnly && <p className="lp-q-note">{t('transition.onceNote')}</p>}
      </section>
      {refusal && (
        <p className="lp-q-refusal" role="status">
          {t(`refusal.${refusal}`)}
        </p>
      )}
      <div className="lp-q-actions">
        {q.refusal === 'sign_in' ? (
          <button type="button" className="lp-q-button is-primary" onClick={onSignIn}>
            {t('transition.signIn')}
          </button>
        ) : q.canSubmit ? (
          <button type="button" className="lp-q-button is-primary" onClick={() => onStart(id)}>
            {t(submitted ? 'transition.again' : 'transition.start')}
          </button>
        ) : null}
      </div>
      {live && counts.data && <VoteCounts questions={q.questions} counts={counts.data.counts} />}
      {submitted && (
        <section className="lp-q-panel" aria-labelledby="lp-q-mine">
          <h2 id="lp-q-mine">{t('transition.mine')}</h2>
          {q.anonymous && <p className="lp-q-note">{t('transition.mineAnonymous')}</p>}
          {mine.isPending ? (
            <LoadState kind="loading" />
          ) : mine.isError ? (
            <LoadState kind="error" error={mine.error} onRetry={() => void mine.refetch()} />
          ) : mine.data.submissions.length === 0 ? (
            <p className="lp-q-muted">{t('transition.noMine')}</p>
          ) : (
            <AnswerView questions={q.questions} submissions={mine.data.submissions} />
          )}
        </section>
      )}
    </div>
  );
}
