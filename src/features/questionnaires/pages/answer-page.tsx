import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../protocol';
import {
  checkAnswers,
  isAnswered,
  type AnswerProblem,
  type AnswerValue,
} from '../../../../protocol/questionnaire-rules';
import type { QuestionnaireDetail } from '../../../../protocol/schemas/questionnaires';
import { LoadState } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { getQuestionnaire, submitAnswers } from '../api/questionnaires-api';
import { questionnaireKeys } from '../api/query-keys';
import { QuestionField } from '../components/question-field';
import { addReceipt, clearDraft, loadDraft, saveDraft, type Draft } from '../draft-store';
import { problemsOf, problemText } from '../problem-text';
import '../questionnaires.css';
import '../questionnaires-mobile.css';

export type ForbidReason = 'not_started' | 'ended' | 'once_only';

export interface QuestionnaireAnswerPageProps {
  id: number;
  userId: number;
  /** After a successful submit: the transition page shows the answers and counts. */
  onDone: (id: number) => void;
  onForbid: (id: number, reason: ForbidReason) => void;
  onBack: (id: number) => void;
}

/** /questionnaire/questionDetail?id= — answering, full screen; answers kept on the device until submitted. */
export function QuestionnaireAnswerPage(props: QuestionnaireAnswerPageProps) {
  const detail = useQuery({
    queryKey: questionnaireKeys.detail(props.id),
    queryFn: () => getQuestionnaire(props.id),
    enabled: props.id > 0,
    staleTime: 0,
  });
  const refusal = detail.data?.refusal;
  const { onForbid, id } = props;
  // After our own submit the refetched detail says "only once": that is the success, not a refusal.
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (refusal && refusal !== 'sign_in' && !finished) onForbid(id, refusal);
  }, [refusal, onForbid, id, finished]);
  if (detail.isPending) return <LoadState kind={props.id > 0 ? 'loading' : 'empty'} />;
  if (detail.isError) return <LoadState kind="error" error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data.canSubmit && !finished) return <LoadState kind="loading" />;
  return <AnswerForm {...props} questionnaire={detail.data} onFinished={() => setFinished(true)} />;
}

function AnswerForm({
  id,
  userId,
  onDone,
  onForbid,
  onBack,
  onFinished,
  questionnaire,
}: QuestionnaireAnswerPageProps & { questionnaire: QuestionnaireDetail; onFinished: () => void }) {
  const { t } = useTranslation('questionnaires');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => loadDraft(userId, id));
  const [problems, setProblems] = useState<AnswerProblem[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const questions = questionnaire.questions;

  // Once the learner has tried to submit, the problems follow every change.
  const shown = useMemo(
    () =>
      problems === null
        ? []
        : checkAnswers(questions, draft.answers).concat(problems.filter((p) => p.problem === 'invalid')),
    [problems, questions, draft.answers],
  );
  const answered = questions.filter((q) => isAnswered(draft.answers[q.id])).length;

  // Every change is written to the device at once (an upload sets its image, then its answer:
  // both build on the latest draft, not on the one this render saw).
  function update(change: (previous: Draft) => Draft) {
    setDraft((previous) => {
      const next = change(previous);
      saveDraft(userId, id, next);
      return next;
    });
  }
  const setAnswer = (questionId: string, value: AnswerValue | undefined) => {
    // A changed answer drops the server's "invalid" for that question.
    setProblems((list) => list && list.filter((p) => p.questionId !== questionId));
    update((previous) => {
      const answers = { ...previous.answers };
      if (value === undefined) delete answers[questionId];
      else answers[questionId] = value;
      return { ...previous, answers };
    });
  };

  function focusFirst(list: AnswerProblem[]) {
    const first = questions.find((q) => list.some((p) => p.questionId === q.id));
    if (!first) return;
    const section = document.getElementById(`question-${first.id}`);
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
  }

  function trySubmit() {
    setFailure('');
    const found = checkAnswers(questions, draft.answers);
    setProblems(found);
    if (found.length) {
      focusFirst(found);
      return;
    }
    setConfirming(true);
  }

  const { submitting, submit } = useGuardedSubmit(
    async () => {
      try {
        const result = await submitAnswers(id, draft.answers);
        clearDraft(userId, id);
        if (result.receipt) addReceipt(userId, id, result.receipt);
        onFinished();
        Message.success(t('answer.submitted'));
        onDone(id);
        void queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
      } catch (error) {
        setConfirming(false);
        if (isApiError(error) && error.code === ErrorCode.QUESTIONNAIRE_ANSWERS_INVALID) {
          const fromServer = problemsOf(error.data);
          setProblems(fromServer);
          focusFirst(fromServer);
          setFailure(error.msg);
          return;
        }
        if (isApiError(error) && error.code === ErrorCode.QUESTIONNAIRE_ONCE_ONLY) return onForbid(id, 'once_only');
        if (isApiError(error) && error.code === ErrorCode.QUESTIONNAIRE_CLOSED) return onForbid(id, 'ended');
        throw error;
      }
    },
    (text) => setFailure(text),
  );

  const problemCount = new Set(shown.map((p) => p.questionId)).size;
  return (
    <div className="lp-q-page lp-q-answering">
      <header className="lp-q-head lp-q-answer-head">
        <button type="button" className="lp-q-button" onClick={() => onBack(id)}>
          ← {t('answer.back')}
        </button>
        <h1>{questionnaire.title}</h1>
      </header>
      {questionnaire.intro && <p className="lp-q-intro">{questionnaire.intro}</p>}
      <p className="lp-q-note">{t('answer.saved')}</p>
      <div
        className="lp-q-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={questions.length}
        aria-valuenow={answered}
        aria-label={t('answer.progress', { done: answered, total: questions.length })}
      >
        <span style={{ width: `${questions.length ? (answered / questions.length) * 100 : 0}%` }} />
      </div>
      <p className="lp-q-muted">{t('answer.progress', { done: answered, total: questions.length })}</p>
      {problemCount > 0 && (
        <p className="lp-q-summary" role="alert">
          {t('answer.problems', { count: problemCount })}
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          trySubmit();
        }}
      >
        {questions.map((q, index) => {
          const mine = shown.filter((p) => p.questionId === q.id);
          const optionErrors: Record<string, string> = {};
          for (const p of mine) if (p.problem === 'scoreRange') optionErrors[p.optionId] = problemText(t, p, q);
          const errors = [...new Set(mine.filter((p) => p.problem !== 'scoreRange').map((p) => problemText(t, p, q)))];
          return (
            <QuestionField
              key={q.id}
              index={index}
              question={q}
              value={draft.answers[q.id]}
              onChange={(value) => setAnswer(q.id, value)}
              errorId={`q-${q.id}-error`}
              labelId={`q-${q.id}-title`}
              invalid={mine.length > 0}
              errors={errors}
              optionErrors={optionErrors}
              requiredLabel={t('answer.required')}
              questionnaireId={id}
              images={draft.images}
              onImage={(uploadId, url) =>
                update((previous) => ({ ...previous, images: { ...previous.images, [String(uploadId)]: url } }))
              }
            />
          );
        })}
        {failure && (
          <p className="lp-q-summary" role="alert">
            {failure}
          </p>
        )}
        <div className="lp-q-submit-bar">
          <button type="submit" className="lp-q-button is-primary" disabled={submitting}>
            {submitting ? t('answer.submitting') : t('answer.submit')}
          </button>
        </div>
      </form>
      <Modal
        visible={confirming}
        title={t('answer.confirmTitle')}
        okText={t('answer.submit')}
        cancelText={t('answer.cancel')}
        confirmLoading={submitting}
        onOk={() => void submit(undefined).catch((error: unknown) => setFailure(errorText(error)))}
        onCancel={() => setConfirming(false)}
      >
        <p>{t(questionnaire.onceOnly ? 'answer.confirmOnce' : 'answer.confirmBody')}</p>
      </Modal>
    </div>
  );
}
