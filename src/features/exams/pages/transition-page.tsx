import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExamTransition } from '../../../../protocol';
import { toMillis } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { getTransition, startAttempt } from '../api/exams-api';
import { LoadState } from '../../../components/load-state';
import { StateBadge } from '../components/state-badge';
import { TransitionFacts } from '../components/transition-facts';
import { examDeviceId } from '../device-id';
import { formatDate } from '../../../lib/date-format';
import { formatScore } from '../format';
import { examKeys } from '../hooks/exam-keys';
import { QuestionStem } from '../components/question-stem';
import '../exams.css';
import '../exams-phone.css';

export interface TransitionPageProps {
  examId: number;
  signedIn: boolean;
  onSignIn: () => void;
  /** Go to the answering page of this attempt. */
  onEnter: (attemptId: number) => void;
  onViewResult: (examId: number) => void;
  onBack: () => void;
}

/** Whether the entry on offer now is the make-up (the server decides again on start). */
export function isMakeupNow(exam: ExamTransition): boolean {
  if (exam.state === 'makeup_not_started') return true;
  const makeupWindow = exam.makeup.window;
  if (exam.makeup.eligible !== true || makeupWindow === null) return false;
  const now = toMillis(exam.serverNow) ?? 0;
  return now >= (toMillis(makeupWindow.opensAt) ?? Infinity) && now < (toMillis(makeupWindow.closesAt) ?? 0);
}

/** /task/exam/excessive/:id — the exam's settings, why entry is refused, Start / Continue / Make-up. */
export function TransitionPage({ examId, signedIn, onSignIn, onEnter, onViewResult, onBack }: TransitionPageProps) {
  const { t } = useTranslation('exams');
  const queryClient = useQueryClient();
  // A visitor is asked to sign in without a call: the server answers a visitor 401 for any exam not
  // open to everyone, and a 401 sends the whole portal to "sign-in expired" (decision 0029).
  const exam = useQuery({
    queryKey: examKeys.transition(examId),
    queryFn: () => getTransition(examId),
    enabled: signedIn && examId > 0,
    staleTime: 0,
  });
  const start = useMutation({
    mutationFn: () => startAttempt(examId, examDeviceId()),
    onSuccess: (started) => {
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      onEnter(started.attemptId);
    },
    onError: (error) => {
      Message.error(errorText(error));
      void exam.refetch();
    },
  });

  if (!signedIn) {
    return (
      <div className="lp-exam-page">
        <div className="lp-exam-card lp-exam-visitor">
          <h1 className="lp-exam-title">{t('transition.visitorTitle')}</h1>
          <p className="lp-exam-muted">{t('transition.visitorText')}</p>
          <Button type="primary" size="large" onClick={onSignIn}>
            {t('transition.signIn')}
          </Button>
        </div>
      </div>
    );
  }
  if (exam.isPending) return <LoadState kind="loading" />;
  if (!exam.data) return <LoadState kind="error" error={exam.error} onRetry={() => void exam.refetch()} />;
  const data = exam.data;
  const makeup = isMakeupNow(data);
  const busy = start.isPending || start.isSuccess;

  let action;
  if (data.openAttempt) {
    action = (
      <Button type="primary" size="large" onClick={() => onEnter(data.openAttempt!.id)}>
        {t('transition.continue')}
      </Button>
    );
  } else if (data.canEnter) {
    action = (
      <Button type="primary" size="large" loading={busy} onClick={() => !busy && start.mutate()}>
        {makeup ? t('transition.startMakeup') : t('transition.start')}
      </Button>
    );
  } else {
    action = (
      <p className="lp-exam-refusal" role="note">
        {data.refusal
          ? t(`refusal.${data.refusal}`, { time: data.availableAt ? formatDate(data.availableAt) : '' })
          : t('refusal.unknown')}
      </p>
    );
  }

  return (
    <div className="lp-exam-page">
      <div className="lp-exam-card">
        <div className="lp-exam-card__head">
          <div>
            <span className="lp-exam-kind">{t(`kind.${data.kind}`)}</span>
            <h1 className="lp-exam-title">{data.name}</h1>
          </div>
          <StateBadge state={data.state} result={data.result} />
        </div>
        {data.description ? <QuestionStem html={data.description} /> : null}
        {data.bestScore !== null ? (
          <p className="lp-exam-best">{t('transition.bestScore', { score: formatScore(data.bestScore) })}</p>
        ) : null}
        <TransitionFacts exam={data} />
        <div className="lp-exam-notice">
          <h2>{t('transition.rulesTitle')}</h2>
          <ul>
            <li>{t('transition.ruleSaving')}</li>
            <li>{t('transition.ruleTimer')}</li>
            {data.switchLimit > 0 ? <li>{t('transition.ruleSwitch', { count: data.switchLimit })}</li> : null}
            {data.faceCheck ? <li>{t('transition.ruleFace', { count: data.faceFailLimit })}</li> : null}
          </ul>
        </div>
        <div className="lp-exam-actions">
          <Button size="large" onClick={onBack}>
            {t('transition.back')}
          </Button>
          {data.lastAttemptId !== null ? (
            <Button size="large" onClick={() => onViewResult(data.id)}>
              {t('transition.viewResult')}
            </Button>
          ) : null}
          {action}
        </div>
      </div>
    </div>
  );
}
