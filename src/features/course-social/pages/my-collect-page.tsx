import { Button, Message, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CourseLink } from '../../../components/course/course-link';
import { errorText } from '../../../lib/error-text';
import { listCollected, setCollected } from '../api/social-api';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { socialKeys } from '../hooks/social-keys';
import { formatDate } from '../../../lib/date-format';
import '../course-social.css';
import '../course-social-mobile.css';

/** /my/my-collect: the courses the learner collected, newest first; uncollect after a confirmation. */
export function MyCollectPage() {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: socialKeys.collected(page), queryFn: () => listCollected(page), staleTime: 0 });
  const uncollect = useMutation({
    mutationFn: (courseId: number) => setCollected(courseId, false),
    onSuccess: () => {
      Message.success(t('collect.removed'));
      void client.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (error) => Message.error(errorText(error)),
  });
  return (
    <section className="lp-social-page">
      <h1 className="lp-social-page__title">{t('collect.title')}</h1>
      {!query.data ? (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <LoadState
          kind="empty"
          emptyText={t('collect.empty')}
          action={<Link to="/course">{t('myNotes.browse')}</Link>}
        />
      ) : (
        <>
          <ul className="lp-social-grid">
            {query.data.list.map((course) => (
              <li key={course.courseId} className="lp-social-course">
                <CourseLink to={`/course/${course.courseId}`} className="lp-social-course__link">
                  {course.cover ? (
                    <img className="lp-social-course__cover" src={course.cover} alt="" />
                  ) : (
                    <div className="lp-social-course__cover lp-social-course__cover--blank">
                      {course.title.slice(0, 1)}
                    </div>
                  )}
                  <strong className="lp-social-course__title">{course.title}</strong>
                </CourseLink>
                <div className="lp-social-course__meta">
                  <span>{course.lecturerName}</span>
                  <span>{t('collect.at', { time: formatDate(course.collectedAt) })}</span>
                  {!course.available ? <span className="lp-social-error">{t('collect.unavailable')}</span> : null}
                </div>
                <Popconfirm
                  title={t('collect.confirm')}
                  okText={t('collect.remove')}
                  cancelText={t('common.cancel')}
                  onOk={() => uncollect.mutate(course.courseId)}
                >
                  <Button size="small" loading={uncollect.isPending && uncollect.variables === course.courseId}>
                    {t('collect.remove')}
                  </Button>
                </Popconfirm>
              </li>
            ))}
          </ul>
          <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}
