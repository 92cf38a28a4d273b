import { Tag } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseLink } from '../../../components/course/course-link';
import { listDownloads } from '../api/social-api';
import { DownloadLink } from '../components/download-link';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { socialKeys } from '../hooks/social-keys';
import { formatDate } from '../../../lib/date-format';
import '../course-social.css';
import '../course-social-mobile.css';

/** /my/download-record: what the learner downloaded; a link works for 24 hours, then download again from the course. */
export function DownloadRecordPage() {
  const { t } = useTranslation('course-social');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: socialKeys.downloads(page),
    queryFn: () => listDownloads(page),
    staleTime: 0,
    // A zip still being built finishes in the background: keep asking while one is pending.
    refetchInterval: (q) => (q.state.data?.list.some((r) => r.state === 'pending') ? 2000 : false),
  });
  return (
    <section className="lp-social-page">
      <h1 className="lp-social-page__title">{t('downloads.recordsTitle')}</h1>
      <p className="lp-social-muted">{t('downloads.recordsHint')}</p>
      {!query.data ? (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('downloads.empty')} />
      ) : (
        <>
          <table className="lp-social-table">
            <thead>
              <tr>
                <th scope="col">{t('downloads.file')}</th>
                <th scope="col">{t('downloads.course')}</th>
                <th scope="col">{t('downloads.time')}</th>
                <th scope="col">{t('downloads.state')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.list.map((record) => (
                <tr key={record.id}>
                  <td data-label={t('downloads.file')}>
                    <Tag size="small">{t(`downloads.kind.${record.kind}`)}</Tag> {record.fileName}
                  </td>
                  <td data-label={t('downloads.course')}>
                    <CourseLink to={`/course/${record.courseId}`}>{record.courseTitle}</CourseLink>
                  </td>
                  <td data-label={t('downloads.time')}>{formatDate(record.createdAt)}</td>
                  <td data-label={t('downloads.state')}>
                    <DownloadLink record={record} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}
