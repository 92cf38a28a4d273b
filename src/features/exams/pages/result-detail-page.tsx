import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getResultDetail } from '../api/exams-api';
import { LoadState } from '../../../components/load-state';
import { ResultQuestionView, toneOf } from '../components/result-question';
import { formatScore } from '../format';
import { examKeys } from '../hooks/exam-keys';
import '../exams.css';
import '../exams-phone.css';

export interface ResultDetailPageProps {
  attemptId: number;
  onBack: (examId: number | null) => void;
}

/** /task/exam/resultDetail/:id — one attempt, question by question. */
export function ResultDetailPage({ attemptId, onBack }: ResultDetailPageProps) {
  const { t } = useTranslation('exams');
  const detail = useQuery({
    queryKey: examKeys.detail(attemptId),
    queryFn: () => getResultDetail(attemptId),
    staleTime: 0,
  });
  if (detail.isPending) return <LoadState kind="loading" />;
  if (!detail.data) return <LoadState kind="error" error={detail.error} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  const right = data.questions.filter((q) => q.correct === true).length;
  const wrong = data.questions.filter((q) => q.correct === false || toneOf(q) === 'unanswered').length;
  return (
    <div className="lp-exam-page">
      <div className="lp-exam-card">
        <div className="lp-exam-card__head">
          <div>
            <h1 className="lp-exam-title">{data.examName}</h1>
            <p className="lp-exam-muted">
              {data.attempt.makeup
                ? t('resultPage.makeupNumber', { n: data.attempt.number })
                : t('resultPage.attemptNumber', { n: data.attempt.number })}{' '}
              ·{' '}
              {data.attempt.status === 'pending_grading'
                ? t('resultPage.grading')
                : t('detail.total', { score: formatScore(data.attempt.score), full: formatScore(data.fullMarks) })}
            </p>
          </div>
          <Button onClick={() => onBack(data.examId)}>{t('detail.back')}</Button>
        </div>
        <p className="lp-exam-muted">
          {t('detail.summary', { right, wrong, total: data.questions.length, count: data.questions.length })}
        </p>
        {data.showAnswers ? null : <p className="lp-exam-notice">{t('detail.answersHidden')}</p>}
        <ol className="lp-exam-details">
          {data.questions.map((question, index) => (
            <ResultQuestionView key={question.id} question={question} index={index} />
          ))}
        </ol>
      </div>
    </div>
  );
}
