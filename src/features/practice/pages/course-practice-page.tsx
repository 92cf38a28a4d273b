import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getCoursePractice } from '../api/practice-api';
import { LoadState } from '../../../components/load-state';
import { PracticeRunner } from '../components/practice-runner';
import { practiceKeys } from '../hooks/practice-keys';

/** /coursePractice/:id — the course's practice questions, each checked as it is answered. */
export function CoursePracticePage({ courseId }: { courseId: number }) {
  const { t } = useTranslation('practice');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: practiceKeys.course(courseId),
    queryFn: () => getCoursePractice(courseId),
    enabled: courseId > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const restart = () => void queryClient.resetQueries({ queryKey: practiceKeys.course(courseId) });
  return (
    <div className="lp-practice lp-practice--page">
      <header className="lp-practice__page-head">
        <div>
          <p className="lp-practice__muted">{t('course.kicker')}</p>
          <h1>{query.data?.title ?? t('course.title')}</h1>
        </div>
        <div className="lp-practice__head-links">
          {courseId > 0 ? <Link to={`/course/${courseId}`}>{t('course.back')}</Link> : null}
          <Link to="/my/my-exercise">{t('nav.records')}</Link>
        </div>
      </header>
      {courseId <= 0 || query.isError ? (
        <LoadState kind="error" error={query.error} onRetry={courseId > 0 ? () => void query.refetch() : undefined} />
      ) : query.isPending ? (
        <LoadState kind="loading" />
      ) : query.data.questions.length === 0 ? (
        <LoadState kind="empty" emptyText={t('course.empty')} />
      ) : (
        <PracticeRunner key={query.data.sessionKey} set={query.data} onRestart={restart} />
      )}
    </div>
  );
}
