import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion, PracticeResult } from '../../../../protocol';
import { answerText } from './answer-text';
import { isComplete, QuestionInput } from './question-input';
import { QuestionStem } from './question-stem';

interface Props {
  question: LearnerQuestion;
  index: number;
  result: PracticeResult | undefined;
  busy: boolean;
  onAnswer: (questionId: number, answer: string[], selfCheck?: 'right' | 'wrong') => void;
}

/** One question: answer it, then see right or wrong, the correct answer and the analysis. Essays are self-checked. */
export const QuestionCard = memo(function QuestionCard({ question, index, result, busy, onAnswer }: Props) {
  const { t } = useTranslation('practice');
  const [draft, setDraft] = useState<string[]>([]);
  const value = result ? result.yourAnswer : draft;
  const stemId = `lp-practice-stem-${question.id}`;
  const judge = { T: t('answer.true'), F: t('answer.false') };
  const verdict = result?.correct;
  return (
    <section
      className="lp-practice__card"
      data-testid={`practice-question-${index + 1}`}
      data-state={verdict === undefined ? 'open' : verdict === null ? 'self-check' : verdict ? 'right' : 'wrong'}
    >
      <header className="lp-practice__card-head">
        <span className="lp-practice__no">{index + 1}</span>
        <Tag size="small">{t(`type.${question.type}`)}</Tag>
        {verdict === true ? <Tag color="green">{t('result.right')}</Tag> : null}
        {verdict === false ? <Tag color="red">{t('result.wrong')}</Tag> : null}
      </header>
      <QuestionStem html={question.stem} id={stemId} />
      <QuestionInput
        question={question}
        value={value}
        onChange={setDraft}
        disabled={Boolean(result) || busy}
        labelledBy={stemId}
      />
      {!result ? (
        <div className="lp-practice__actions">
          <Button
            type="primary"
            loading={busy}
            disabled={!isComplete(question, draft)}
            onClick={() => onAnswer(question.id, draft)}
          >
            {question.type === 'essay' ? t('action.showReference') : t('action.check')}
          </Button>
        </div>
      ) : (
        <div className="lp-practice__result" role="status">
          <p>
            <strong>{question.type === 'essay' ? t('result.reference') : t('result.correctAnswer')}</strong>
            <span className="lp-practice__answer">{answerText(question, result.correctAnswer, judge)}</span>
          </p>
          {result.analysis ? (
            <p>
              <strong>{t('result.analysis')}</strong>
              <span>{result.analysis}</span>
            </p>
          ) : null}
          {verdict === null ? (
            <div className="lp-practice__actions">
              <span>{t('result.selfCheckPrompt')}</span>
              <Button
                type="primary"
                status="success"
                loading={busy}
                onClick={() => onAnswer(question.id, result.yourAnswer, 'right')}
              >
                {t('action.selfRight')}
              </Button>
              <Button status="danger" loading={busy} onClick={() => onAnswer(question.id, result.yourAnswer, 'wrong')}>
                {t('action.selfWrong')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
});
