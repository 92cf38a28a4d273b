import { Button, Spin, Tag } from '@arco-design/web-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format';
import { Pager } from '../../../components/pager';
import { Link } from 'react-router-dom';
import { CourseLink } from '../../../components/course/course-link';
import { STUDY_LIMITS, type LearnRecord } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { fetchLearnRecords } from '../api/study-api';
import { hoursMinutes } from '../components/format-time';
import { RecordCover } from '../components/record-cover';
import '../course-study.css';
import '../course-study-mobile.css';
import { studyKeys } from '../api/query-keys';
import { LabelledProgress } from '../../../components/labelled-progress';

const PAGE_SIZE = STUDY_LIMITS.recordPageSizeDefault;

/** /my/learn-record: the courses the learner started, most recently studied first, with progress and time. */
export function LearnRecordPage() {
  const { t } = useTranslation('course-study');
  const [page, setPage] = useState(1);
  const records = useQuery({
    queryKey: studyKeys.learnRecord(page),
    queryFn: () => fetchLearnRecords(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="lp-records">
      <h1 className="lp-records-title">{t('records.title')}</h1>
      {records.isPending ? (
        <Spin className="lp-study-loading" tip={t('state.loading')} />
      ) : records.isError && !records.data ? (
        <div className="lp-records-state" role="alert">
          <p>{errorText(records.error)}</p>
          <Button type="primary" onClick={() => void records.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : records.data.total === 0 ? (
        <div className="lp-records-state">
          <p>{t('records.empty')}</p>
          <Link className="lp-records-browse" to="/course">
            {t('records.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="lp-records-list" aria-label={t('records.title')} aria-busy={records.isFetching}>
            {records.data.list.map((record) => (
              <RecordRow key={record.courseId} record={record} />
            ))}
          </ul>
          <Pager
            className="lp-records-pager"
            page={page}
            pageSize={PAGE_SIZE}
            total={records.data.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}

function RecordRow({ record }: { record: LearnRecord }) {
  const { t } = useTranslation('course-study');
  const done = record.completedAt !== null;
  const { hours, minutes } = hoursMinutes(record.studiedSeconds);
  const studied =
    hours > 0
      ? t('records.hoursMinutes', { hours, minutes })
      : record.studiedSeconds > 0 && minutes === 0
        ? t('records.underMinute')
        : t('records.minutes', { minutes });
  return (
    <li className="lp-records-row">
      <RecordCover id={record.courseId} cover={record.cover} />
      <div className="lp-records-main">
        <CourseLink className="lp-records-course" to={`/course/${record.courseId}`}>
          {record.title}
        </CourseLink>
        <div className="lp-records-meta">
          <Tag color={done ? 'green' : 'arcoblue'}>{done ? t('records.completed') : t('records.inProgress')}</Tag>
          <span>
            {t('records.chapters', {
              done: record.completedChapters,
              total: record.chapterCount,
              count: record.chapterCount,
            })}
          </span>
          <span>{t('records.studied', { time: studied })}</span>
          <span>{t('records.lastStudied', { time: formatDate(record.lastStudiedAt) })}</span>
        </div>
        <LabelledProgress
          percent={record.progressPercent}
          size="small"
          className="lp-records-progress"
          label={t('records.progress', { percent: record.progressPercent })}
        />
      </div>
      <CourseLink className="lp-records-action" to={`/course/${record.courseId}`}>
        {done ? t('records.review') : t('records.continue')}
      </CourseLink>
    </li>
  );
}
