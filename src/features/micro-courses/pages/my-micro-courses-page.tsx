import { Button, Message, Modal, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MICRO_COURSE_EDITABLE_STATES, type MicroCourse } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { deleteMicroCourse, listMyMicroCourses } from '../api/micro-courses-api';
import { LoadState } from '../../../components/load-state';
import { StateTag } from '../components/state-tag';
import { ShareButton, ShareState } from '../components/share-course';
import { listMyShares } from '../api/share-api';
import { formatDate } from '../../../lib/date-format';
import { MICRO_BUSY_STATES, MICRO_POLL_MS, microKeys } from '../hooks/micro-keys';
import '../../../components/page-kit.css';
import '../micro-courses.css';
import '../micro-courses-mobile.css';

export interface MyMicroCoursesPageProps {
  onUpload: () => void;
  onEdit: (id: number) => void;
  /** The published course of an approved micro-course. */
  onOpenCourse: (courseId: number) => void;
  /** Administrators get a way to the review page from here (absent for everyone else). */
  onReview?: (() => void) | undefined;
}

const isBusy = (course: MicroCourse) => (MICRO_BUSY_STATES as readonly string[]).includes(course.state);

/** /my/my-upLoadCourse: the learner's micro-courses with their state; edit, delete, open when published. */
export function MyMicroCoursesPage({ onUpload, onEdit, onOpenCourse, onReview }: MyMicroCoursesPageProps) {
  const { t } = useTranslation('micro-courses');
  const queryClient = useQueryClient();
  // While transcoding runs the state changes on its own: poll until it settles.
  const mine = useQuery({
    queryKey: microKeys.mine(),
    queryFn: listMyMicroCourses,
    refetchInterval: (query) => (query.state.data?.some(isBusy) ? MICRO_POLL_MS : false),
  });
  // Share requests of the learner's "only me" courses (decision 0064).
  const shares = useQuery({ queryKey: [...microKeys.all, 'shares'], queryFn: listMyShares });
  const shareOf = (course: MicroCourse) => (course.courseId === null ? undefined : shares.data?.get(course.courseId));
  const shareable = (course: MicroCourse) =>
    course.state === 'approved' && course.courseId !== null && (course.visibleRange === 'self' || !!shareOf(course));
  const remove = useMutation({
    mutationFn: deleteMicroCourse,
    onSuccess: () => {
      Message.success(t('mine.deleted'));
      void queryClient.invalidateQueries({ queryKey: microKeys.all });
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const confirmDelete = (course: MicroCourse) =>
    Modal.confirm({
      title: t('mine.deleteTitle'),
      content: t('mine.deleteConfirm', { title: course.title || t('mine.untitled') }),
      okButtonProps: { status: 'danger' },
      okText: t('mine.delete'),
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(course.id),
    });

  const columns = [
    {
      title: t('mine.columns.title'),
      dataIndex: 'title',
      render: (_: unknown, course: MicroCourse) => (
        <div className="lp-micro-cell-title">
          <strong>{course.title || t('mine.untitled')}</strong>
          <span className="lp-page-subtitle">
            {course.categoryName || t('mine.noCategory')} · {t(`range.${course.visibleRange}`)} ·{' '}
            {t('mine.chapterCount', { count: course.chapters.length })}
          </span>
          {course.state === 'rejected' ? (
            <span className="lp-micro-reason">{t('mine.rejectReason', { reason: course.rejectReason })}</span>
          ) : null}
          {course.state === 'transcode_failed' ? (
            <span className="lp-micro-reason">{t('mine.failReason', { chapters: course.failReason })}</span>
          ) : null}
          {shareable(course) ? <ShareState share={shareOf(course)} /> : null}
        </div>
      ),
    },
    {
      title: t('mine.columns.state'),
      dataIndex: 'state',
      width: 150,
      render: (_: unknown, course: MicroCourse) => <StateTag state={course.state} />,
    },
    {
      title: t('mine.columns.updated'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (_: unknown, course: MicroCourse) => formatDate(course.updatedAt),
    },
    {
      title: t('mine.columns.actions'),
      dataIndex: 'id',
      width: 220,
      render: (_: unknown, course: MicroCourse) => (
        <div className="lp-micro-row-actions">
          {MICRO_COURSE_EDITABLE_STATES.includes(course.state) ? (
            <>
              <Button
                size="small"
                type="text"
                onClick={() => onEdit(course.id)}
                aria-label={t('mine.editNamed', { title: course.title || t('mine.untitled') })}
              >
                {t('mine.edit')}
              </Button>
              <Button
                size="small"
                type="text"
                status="danger"
                onClick={() => confirmDelete(course)}
                aria-label={t('mine.deleteNamed', { title: course.title || t('mine.untitled') })}
              >
                {t('mine.delete')}
              </Button>
            </>
          ) : null}
          {course.state === 'approved' && course.courseId !== null ? (
            <Button
              size="small"
              type="text"
              onClick={() => onOpenCourse(course.courseId!)}
              aria-label={t('mine.openNamed', { title: course.title })}
            >
              {t('mine.open')}
            </Button>
          ) : null}
          {shareable(course) && course.visibleRange === 'self' ? (
            <ShareButton courseId={course.courseId!} title={course.title} share={shareOf(course)} />
          ) : null}
          {isBusy(course) || course.state === 'under_review' ? (
            <span className="lp-page-subtitle">
              {t(`mine.waiting.${course.state === 'under_review' ? 'review' : 'transcoding'}`)}
            </span>
          ) : null}
        </div>
      ),
    },
  ];

  let body;
  if (mine.isPending) body = <LoadState kind="loading" />;
  else if (!mine.data) body = <LoadState kind="error" error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.length === 0)
    body = (
      <LoadState
        kind="empty"
        emptyText={t('mine.empty')}
        action={
          <Button type="primary" onClick={onUpload}>
            {t('mine.upload')}
          </Button>
        }
      />
    );
  else
    body = (
      <Table
        rowKey="id"
        columns={columns}
        data={mine.data}
        pagination={mine.data.length > 20 ? { pageSize: 20 } : false}
        aria-label={t('mine.tableLabel')}
      />
    );

  return (
    <div className="lp-micro">
      <div className="lp-page-head lp-micro-head">
        <div>
          <h1 className="lp-page-title lp-micro-title">{t('mine.title')}</h1>
          <p className="lp-page-subtitle">{t('mine.subtitle')}</p>
        </div>
        <div className="lp-micro-row-actions">
          {onReview ? <Button onClick={onReview}>{t('mine.review')}</Button> : null}
          <Button type="primary" onClick={onUpload}>
            {t('mine.upload')}
          </Button>
        </div>
      </div>
      {body}
    </div>
  );
}
