import { Button, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMITS, type AttemptSummary } from '../../../../protocol';
import { getResult } from '../api/exams-api';
import { LoadState } from '../../../components/load-state';
import { StateBadge } from '../components/state-badge';
import { formatDate } from '../../../lib/date-format';
import { useIsPhone } from '../../../lib/use-viewport';
import { formatScore } from '../format';
import { examKeys } from '../hooks/exam-keys';
import '../exams.css';
import '../exams-phone.css';

export interface ResultPageProps {
  examId: number;
  onDetail: (attemptId: number) => void;
  /** The transition page, where the make-up starts. */
  onMakeup: (examId: number) => void;
  onBack: () => void;
}

/** /task/exam/result/:id — the score that counts, passed or not, grading in progress, make-up offer, attempts. */
export function ResultPage({ examId, onDetail, onMakeup, onBack }: ResultPageProps) {
  const { t } = useTranslation('exams');
  // A phone scrolls the attempts sideways inside the table, its answers link pinned to the right.
  const phone = useIsPhone();
  const result = useQuery({
    queryKey: examKeys.result(examId),
    queryFn: () => getResult(examId),
    staleTime: 0,
    // "Admin grading in progress, refresh after 1 minute": the page refreshes itself then.
    refetchInterval: (query) =>
      query.state.data?.gradingInProgress ? (query.state.data.refreshAfterMs ?? EXAM_LIMITS.gradingRefreshMs) : false,
  });
  if (result.isPending) return <LoadState kind="loading" />;
  if (!result.data) return <LoadState kind="error" error={result.error} onRetry={() => void result.refetch()} />;
  const data = result.data;
  const offer = data.makeupOffer;

  const columns = [
    {
      title: t('resultPage.attempt'),
      dataIndex: 'number',
      render: (_: unknown, a: AttemptSummary) =>
        a.makeup ? t('resultPage.makeupNumber', { n: a.number }) : t('resultPage.attemptNumber', { n: a.number }),
    },
    {
      title: t('resultPage.submittedAt'),
      dataIndex: 'submittedAt',
      render: (_: unknown, a: AttemptSummary) => (a.submittedAt ? formatDate(a.submittedAt) : t('resultPage.open')),
    },
    {
      title: t('resultPage.reason'),
      dataIndex: 'reason',
      render: (_: unknown, a: AttemptSummary) => (a.reason ? t(`reason.${a.reason}`) : '—'),
    },
    {
      title: t('resultPage.score'),
      dataIndex: 'score',
      render: (_: unknown, a: AttemptSummary) =>
        a.status === 'pending_grading' ? t('resultPage.grading') : formatScore(a.score),
    },
    {
      title: t('resultPage.passed'),
      dataIndex: 'passed',
      render: (_: unknown, a: AttemptSummary) =>
        a.passed === null ? '—' : a.passed ? t('resultPage.yes') : t('resultPage.no'),
    },
    {
      title: t('resultPage.actions'),
      dataIndex: 'id',
      ...(phone ? { fixed: 'right' as const } : {}),
      render: (_: unknown, a: AttemptSummary) =>
        a.status === 'open' ? null : (
          <Button
            size="small"
            type="text"
            onClick={() => onDetail(a.id)}
            aria-label={t('resultPage.detailOf', { n: a.number })}
          >
            {t('resultPage.detail')}
          </Button>
        ),
    },
  ];

  return (
    <div className="lp-exam-page">
      <div className="lp-exam-card">
        <div className="lp-exam-card__head">
          <h1 className="lp-exam-title">{data.examName}</h1>
          <StateBadge state={data.state} result={data.result} />
        </div>
        <div
          className={`lp-exam-score${data.passed === true ? ' lp-exam-score--pass' : data.passed === false ? ' lp-exam-score--fail' : ''}`}
        >
          <span className="lp-exam-muted">{t('resultPage.yourScore')}</span>
          <strong data-testid="exam-score" className={data.score === null ? 'lp-exam-score__none' : undefined}>
            {data.score === null && data.gradingInProgress ? t('resultPage.grading') : formatScore(data.score)}
          </strong>
          <span className="lp-exam-muted">
            {t('resultPage.ofFull', { full: formatScore(data.fullMarks), pass: formatScore(data.passScore) })}
          </span>
          {data.passed !== null ? (
            <span className="lp-exam-verdict">
              {data.passed ? t('resultPage.passedText') : t('resultPage.failedText')}
            </span>
          ) : null}
        </div>
        {data.gradingInProgress ? (
          <div className="lp-exam-notice" role="status">
            <p>{t('resultPage.gradingNotice')}</p>
            <Button size="small" loading={result.isFetching} onClick={() => void result.refetch()}>
              {t('resultPage.refresh')}
            </Button>
          </div>
        ) : null}
        {offer ? (
          <div className="lp-exam-notice lp-exam-notice--makeup">
            <p>
              {t('resultPage.makeupOffer', {
                from: formatDate(offer.opensAt),
                to: formatDate(offer.closesAt),
                count: offer.chancesLeft,
              })}
            </p>
            {offer.canEnterNow ? (
              <Button type="primary" onClick={() => onMakeup(examId)}>
                {t('resultPage.takeMakeup')}
              </Button>
            ) : (
              <span className="lp-exam-muted">
                {t('resultPage.makeupFrom', { time: formatDate(offer.availableAt) })}
              </span>
            )}
          </div>
        ) : null}
        <h2 className="lp-exam-subtitle">{t('resultPage.attempts', { left: data.attemptsLeft })}</h2>
        <Table
          rowKey="id"
          columns={columns}
          data={data.attempts}
          pagination={false}
          {...(phone ? { scroll: { x: 'max-content' } } : {})}
          aria-label={t('resultPage.attemptsLabel')}
        />
        <div className="lp-exam-actions">
          <Button onClick={onBack}>{t('resultPage.back')}</Button>
        </div>
      </div>
    </div>
  );
}
