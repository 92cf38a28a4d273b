import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadState } from '../../../components/load-state';
import { getOverview, learningCentreKeys } from '../api/learning-centre-api';
import { StudyHoursChart } from '../components/study-hours-chart';
import '../learning-centre.css';

function Tile({ label, value, to, hint }: { label: string; value: ReactNode; to: string; hint?: string }) {
  return (
    <li className="lp-lc-tile">
      <Link to={to} className="lp-lc-tile__link">
        <span className="lp-lc-tile__label">{label}</span>
        <span className="lp-lc-tile__value">{value}</span>
        {hint ? <span className="lp-lc-tile__hint">{hint}</span> : null}
      </Link>
    </li>
  );
}

const grouped = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n);

/**
 * /my/index: the learner's summary — hours, credits, points, rank, and certificates and tasks in
 * progress when their areas answer — with each tile leading to its page, and the hours per week.
 */
export function LearningCentreHome({ username }: { username: string }) {
  const { t } = useTranslation('learning-centre');
  const query = useQuery({ queryKey: learningCentreKeys.overview, queryFn: getOverview, staleTime: 0 });
  const o = query.data;
  return (
    <section className="lp-lc">
      <h1 className="lp-lc__title">{t('title')}</h1>
      {username ? <p className="lp-lc__greeting">{t('greeting', { name: username })}</p> : null}
      {!o ? (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ul className="lp-lc-tiles" data-testid="learning-summary">
            <Tile
              label={t('tiles.hours')}
              value={t('tiles.hoursValue', { hours: grouped(o.studyHours) })}
              to="/my/my-duration"
            />
            <Tile label={t('tiles.credits')} value={grouped(o.credits)} to="/my/my-credit" />
            <Tile label={t('tiles.points')} value={grouped(o.points)} to="/my/my-integral" />
            <Tile
              label={t('tiles.rank')}
              value={o.rank > 0 ? t('tiles.rankValue', { rank: o.rank }) : t('tiles.unranked')}
              hint={o.rank > 0 ? t('tiles.rankOf', { count: o.rankTotal }) : undefined}
              to="/top"
            />
            {o.certificates ? (
              <Tile
                label={t('tiles.certificates')}
                value={o.certificates.valid}
                hint={t('tiles.certificatesOf', { count: o.certificates.total })}
                to="/my/my-certificate"
              />
            ) : null}
            {o.tasksInProgress ? (
              <Tile
                label={t('tiles.tasks')}
                value={
                  o.tasksInProgress.courses +
                  o.tasksInProgress.exams +
                  o.tasksInProgress.trainings +
                  o.tasksInProgress.activities
                }
                hint={t('tiles.tasksHint', o.tasksInProgress)}
                to="/task"
              />
            ) : null}
          </ul>
          <StudyHoursChart weeks={o.weeks} />
        </>
      )}
    </section>
  );
}
