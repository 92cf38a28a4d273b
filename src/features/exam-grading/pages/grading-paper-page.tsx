import { Button, Message, Modal, Tag } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradingPaper } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { getGradingPaper, gradePaper } from '../api/exam-grading-api';
import { LoadState } from '../../../components/load-state';
import { PaperQuestion, type EssayDraft } from '../components/paper-question';
import { formatDate } from '../../../lib/date-format';
import { formatScore, totalOf } from '../format';
import { gradingKeys } from '../grading-keys';
import '../../../components/page-kit.css';
import '../exam-grading.css';

export interface GradingPaperPageProps {
  isAdministrator: boolean;
  attemptId: number;
  onBack: () => void;
  onOpenFile: (url: string) => void;
}

function PaperView({
  paper,
  onBack,
  onOpenFile,
}: { paper: GradingPaper } & Pick<GradingPaperPageProps, 'onBack' | 'onOpenFile'>) {
  const { t } = useTranslation('exam-grading');
  const queryClient = useQueryClient();
  const waiting = paper.state === 'waiting';
  const essays = paper.questions.filter((q) => q.type === 'essay' && (waiting || q.awardedScore === null));
  const [drafts, setDrafts] = useState<Record<number, EssayDraft>>(() =>
    Object.fromEntries(essays.map((q) => [q.questionId, { score: q.awardedScore ?? undefined, comment: q.comment }])),
  );
  const save = useMutation({
    mutationFn: () =>
      gradePaper(
        paper.attemptId,
        essays.map((q) => ({
          questionId: q.questionId,
          score: drafts[q.questionId]!.score!,
          comment: drafts[q.questionId]!.comment,
        })),
      ),
    onSuccess: (result) => {
      Message.success(t('paper.saved', { score: formatScore(result.totalScore) }));
      void queryClient.invalidateQueries({ queryKey: gradingKeys.all });
      onBack();
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const missing = waiting ? essays.filter((q) => drafts[q.questionId]?.score === undefined).length : 0;
  const total = waiting
    ? totalOf(
        paper.objectiveScore,
        essays.map((q) => drafts[q.questionId]?.score),
      )
    : (paper.totalScore ?? paper.objectiveScore);
  const passes = total >= paper.passScore;

  const confirm = () =>
    Modal.confirm({
      title: t('paper.confirmTitle'),
      content: t(passes ? 'paper.confirmPass' : 'paper.confirmFail', {
        score: formatScore(total),
        pass: formatScore(paper.passScore),
      }),
      okText: t('paper.save'),
      cancelText: t('common.cancel'),
      onOk: () => save.mutateAsync().catch(() => undefined),
    });

  return (
    <>
      <div className="lp-grading-panel lp-grading-facts">
        <div>
          <strong>{paper.learnerName}</strong> <span className="lp-page-subtitle">({paper.learnerAccount})</span>
          {paper.makeup ? (
            <Tag size="small" color="orangered">
              {t('queue.makeup')}
            </Tag>
          ) : null}
        </div>
        <div className="lp-page-subtitle">{t('paper.submittedAt', { time: formatDate(paper.submittedAt) })}</div>
        <div>{t('paper.objective', { score: formatScore(paper.objectiveScore) })}</div>
        <div>{t('paper.fullAndPass', { full: formatScore(paper.fullScore), pass: formatScore(paper.passScore) })}</div>
        {!waiting ? (
          <Tag color={paper.passed ? 'green' : 'red'}>
            {t(paper.passed ? 'paper.passed' : 'paper.failed', { score: formatScore(paper.totalScore ?? 0) })}
          </Tag>
        ) : null}
      </div>
      <div className="lp-grading-questions">
        {paper.questions.map((question, index) => (
          <PaperQuestion
            key={question.questionId}
            index={index}
            question={question}
            onOpenFile={onOpenFile}
            {...(waiting && question.type === 'essay' && drafts[question.questionId]
              ? {
                  draft: drafts[question.questionId]!,
                  onDraft: (draft: EssayDraft) => setDrafts((all) => ({ ...all, [question.questionId]: draft })),
                }
              : {})}
          />
        ))}
      </div>
      {waiting ? (
        <div className="lp-grading-savebar" role="region" aria-label={t('paper.saveBar')}>
          <span>
            {t('paper.total', { score: formatScore(total), full: formatScore(paper.fullScore) })}
            {missing ? <span className="lp-grading-warning"> · {t('paper.missing', { n: missing })}</span> : null}
          </span>
          <Button onClick={onBack}>{t('paper.back')}</Button>
          <Button type="primary" disabled={missing > 0} loading={save.isPending} onClick={confirm}>
            {t('paper.save')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /admin/exam-grading/:attemptId — one paper: grade its essays by hand, or read how it was graded. */
export function GradingPaperPage({ isAdministrator, attemptId, onBack, onOpenFile }: GradingPaperPageProps) {
  const { t } = useTranslation('exam-grading');
  const paper = useQuery({
    queryKey: gradingKeys.paper(attemptId),
    queryFn: () => getGradingPaper(attemptId),
    enabled: isAdministrator && attemptId > 0,
    retry: false,
  });
  let body;
  if (!isAdministrator)
    body = (
      <div className="lp-grading-state" role="alert">
        {t('common.notAdmin')}
      </div>
    );
  else if (paper.isPending) body = <LoadState kind="loading" />;
  else if (!paper.data) body = <LoadState kind="error" error={paper.error} onRetry={() => void paper.refetch()} />;
  else body = <PaperView key={paper.data.attemptId} paper={paper.data} onBack={onBack} onOpenFile={onOpenFile} />;
  return (
    <div className="lp-grading lp-grading--page">
      <div className="lp-page-head lp-grading-head">
        <div>
          <Button type="text" size="small" onClick={onBack}>
            ← {t('paper.backToQueue')}
          </Button>
          <h1 className="lp-page-title">{paper.data ? paper.data.examName : t('paper.title')}</h1>
        </div>
      </div>
      {body}
    </div>
  );
}
