import { Message, Modal, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MicroCourse } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { listForReview, reviewMicroCourse, type ReviewState } from '../api/micro-courses-api';
import { LoadState } from '../../../components/load-state';
import { RejectDialog } from '../components/reject-dialog';
import { ReviewCard } from '../components/review-card';
import { MICRO_POLL_MS, microKeys } from '../hooks/micro-keys';
import '../../../components/page-kit.css';
import '../micro-courses.css';
import '../micro-courses-mobile.css';

export interface ReviewPageProps {
  /** Spec 000 §6 (user type 2–4, not isdeleteadmin); the server checks again on every call. */
  isAdministrator: boolean;
  onOpenFile: (url: string) => void;
  onOpenCourse: (courseId: number) => void;
}

const TABS: ReviewState[] = ['under_review', 'approved', 'rejected'];

function ReviewList({
  state,
  onOpenFile,
  onOpenCourse,
}: { state: ReviewState } & Pick<ReviewPageProps, 'onOpenFile' | 'onOpenCourse'>) {
  const { t } = useTranslation('micro-courses');
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<MicroCourse | null>(null);
  // New submissions arrive as transcoding finishes: the pending tab keeps itself fresh.
  const list = useQuery({
    queryKey: microKeys.review(state),
    queryFn: () => listForReview(state),
    refetchInterval: state === 'under_review' ? MICRO_POLL_MS * 5 : false,
  });
  const review = useMutation({
    mutationFn: (input: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      reviewMicroCourse(input.id, input.decision, input.reason),
    onSuccess: (_, input) => {
      Message.success(t(input.decision === 'approve' ? 'review.approved' : 'review.rejected'));
      setRejecting(null);
      void queryClient.invalidateQueries({ queryKey: microKeys.all });
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const approve = (course: MicroCourse) =>
    Modal.confirm({
      title: t('review.approveTitle', { title: course.title }),
      content: t(course.visibleRange === 'self' ? 'review.approveSelf' : 'review.approveAll'),
      okText: t('review.approve'),
      cancelText: t('common.cancel'),
      onOk: () => review.mutateAsync({ id: course.id, decision: 'approve' }),
    });

  if (list.isPending) return <LoadState kind="loading" />;
  if (!list.data) return <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <LoadState kind="empty" emptyText={t(`review.empty.${state}`)} />;
  const pending = state === 'under_review';
  return (
    <div className="lp-micro-cards">
      {list.data.map((course) => (
        <ReviewCard
          key={course.id}
          course={course}
          busy={review.isPending}
          {...(pending ? { onApprove: () => approve(course), onReject: () => setRejecting(course) } : {})}
          onOpenFile={onOpenFile}
          onOpenCourse={onOpenCourse}
        />
      ))}
      {rejecting ? (
        <RejectDialog
          title={rejecting.title}
          busy={review.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason) => review.mutate({ id: rejecting.id, decision: 'reject', reason })}
        />
      ) : null}
    </div>
  );
}

/** /admin/micro-courses: administrators review learners' micro-courses; approval publishes them. */
export function ReviewPage({ isAdministrator, onOpenFile, onOpenCourse }: ReviewPageProps) {
  const { t } = useTranslation('micro-courses');
  const [tab, setTab] = useState<ReviewState>('under_review');
  return (
    <div className="lp-micro lp-micro--page">
      <div className="lp-page-head lp-micro-head">
        <div>
          <h1 className="lp-page-title lp-micro-title">{t('review.title')}</h1>
          <p className="lp-page-subtitle">{t('review.subtitle')}</p>
        </div>
      </div>
      {isAdministrator ? (
        <Tabs activeTab={tab} onChange={(key) => setTab(key as ReviewState)} destroyOnHide>
          {TABS.map((state) => (
            <Tabs.TabPane key={state} title={t(`review.tab.${state}`)}>
              <ReviewList state={state} onOpenFile={onOpenFile} onOpenCourse={onOpenCourse} />
            </Tabs.TabPane>
          ))}
        </Tabs>
      ) : (
        <div className="lp-micro-state" role="alert">
          {t('review.notAdmin')}
        </div>
      )}
    </div>
  );
}
