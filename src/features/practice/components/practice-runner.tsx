import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PracticeResult, PracticeSet, SessionTally } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { answerQuestion } from '../api/practice-api';
import { practiceKeys } from '../hooks/practice-keys';
import { QuestionCard } from './question-card';

interface Props {
  set: PracticeSet;
  /** Start a new session over the same questions (course and notebook practice). */
  onRestart?: () => void;
}

function tallyOf(set: PracticeSet, results: Map<number, PracticeResult>): SessionTally {
  const list = [...results.values()];
  return {
    total: set.questions.length,
    answered: list.length,
    right: list.filter((r) => r.correct === true).length,
    wrong: list.filter((r) => r.correct === false).length,
  };
}

/** A practice set as a list of question cards with the session's running tally. */
export function PracticeRunner({ set, onRestart }: Props) {
  const { t } = useTranslation('practice');
  const queryClient = useQueryClient();
  const [results, setResults] = useState(() => new Map(set.results.map((r) => [r.questionId, r])));
  const [pendingId, setPendingId] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: answerQuestion,
    onMutate: (input) => setPendingId(input.questionId),
    onSuccess: (result) => {
      setResults((current) => new Map(current).set(result.questionId, result));
      // Records and the notebook changed with this answer.
      void queryClient.invalidateQueries({
        queryKey: practiceKeys.all,
        predicate: (q) => q.queryKey[1] !== 'course' && q.queryKey[1] !== 'daily' && q.queryKey[1] !== 'notebook-set',
      });
    },
    onError: (error) => Message.error(errorText(error)),
    onSettled: () => setPendingId(null),
  });
  const { mutate } = mutation;
  const onAnswer = useCallback(
    (questionId: number, answer: string[], selfCheck?: 'right' | 'wrong') => {
      mutate({
        sessionKey: set.sessionKey,
        kind: set.kind,
        courseId: set.courseId,
        questionId,
        answer,
        ...(selfCheck ? { selfCheck } : {}),
      });
    },
    [mutate, set.sessionKey, set.kind, set.courseId],
  );
  const tally = useMemo(() => tallyOf(set, results), [set, results]);
  const checked = tally.right + tally.wrong;
  const done = checked === tally.total && tally.total > 0;
  return (
    <div className="lp-practice__runner">
      <div className="lp-practice__tally" role="status" aria-live="polite" data-testid="practice-tally">
        <span>{t('tally.progress', { answered: tally.answered, total: tally.total })}</span>
        <span className="lp-practice__right">{t('tally.right', { n: tally.right })}</span>
        <span className="lp-practice__wrong">{t('tally.wrong', { n: tally.wrong })}</span>
        <span>{t('tally.accuracy', { value: checked ? Math.round((tally.right / checked) * 1000) / 10 : 0 })}</span>
      </div>
      {set.questions.map((q, i) => (
        <QuestionCard
          key={q.id}
          question={q}
          index={i}
          result={results.get(q.id)}
          busy={pendingId === q.id}
          onAnswer={onAnswer}
        />
      ))}
      {done ? (
        <div className="lp-practice__done" role="status">
          <p>{t('tally.done', { right: tally.right, total: tally.total })}</p>
          {onRestart ? (
            <Button type="primary" onClick={onRestart}>
              {t('action.again')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
