import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StudyInfo } from '../../../../protocol';

export interface StudySummaryProps {
  userName: string;
  /** Null while loading or when it failed (the welcome still shows). */
  info: StudyInfo | null;
  failed: boolean;
  showRank: boolean;
  onRetry: () => void;
}

/** The signed-in learner's hours, credits, points and rank (apiMy/getMyStudyInfo). */
export function StudySummary({ userName, info, failed, showRank, onRetry }: StudySummaryProps) {
  const { t } = useTranslation('home');
  const figures = info
    ? [
        { key: 'hours', label: t('study.hours'), value: String(info.studyHours) },
        { key: 'credits', label: t('study.credits'), value: String(info.credits) },
        { key: 'points', label: t('study.points'), value: String(info.points) },
        ...(showRank
          ? [
              {
                key: 'rank',
                label: t('study.rank'),
                value: info.rank > 0 ? t('study.rankValue', { rank: info.rank }) : t('study.notRanked'),
              },
            ]
          : []),
      ]
    : [];
  return (
    <section className="lp-home-study" aria-labelledby="lp-home-study-title">
      <div className="lp-home-study-head">
        <h2 id="lp-home-study-title" className="lp-home-study-title">
          {t('welcome', { name: userName })}
        </h2>
        {info ? (
          <p className="lp-home-study-line">
            {t('study.progress', { studying: info.studyingCount, completed: info.completedCount })}{' '}
            <Link to="/index/study">{t('study.continue')}</Link>
          </p>
        ) : (
          // The line's room is kept while the figures load: on a phone the greeting sits above them,
          // and the line arriving later would push the banner below down (decision 0075).
          <p className="lp-home-study-line" aria-hidden="true">
            {'\u00a0'}
          </p>
        )}
      </div>
      {failed ? (
        <div className="lp-home-module-message" role="alert">
          <span>{t('study.failed')}</span>
          <Button size="small" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <dl className="lp-home-study-figures" aria-busy={!info}>
          {(info ? figures : [{ key: 'loading', label: t('common:loading'), value: '…' }]).map((figure) => (
            <div key={figure.key} className="lp-home-study-figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** What a visitor sees in place of the summary. */
export function VisitorWelcome({ enterpriseName, onSignIn }: { enterpriseName: string; onSignIn: () => void }) {
  const { t } = useTranslation('home');
  return (
    <section className="lp-home-study lp-home-visitor" aria-labelledby="lp-home-study-title">
      <div className="lp-home-study-head">
        <h2 id="lp-home-study-title" className="lp-home-study-title">
          {t('welcomeTo', { name: enterpriseName })}
        </h2>
        <p className="lp-home-study-line">{t('welcomeVisitor')}</p>
      </div>
      <Button type="primary" onClick={onSignIn}>
        {t('common:signIn')}
      </Button>
    </section>
  );
}
