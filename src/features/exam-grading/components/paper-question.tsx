import { Button, Input, InputNumber, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { useTranslation } from 'react-i18next';
import { EXAM_GRADING_LIMITS, type GradingQuestion } from '../../../../protocol';
import { SafeHtml } from '../../../components/safe-html';
import { formatScore } from '../format';

export interface EssayDraft {
  score: number | undefined;
  comment: string;
}

export interface PaperQuestionProps {
  index: number;
  question: GradingQuestion;
  /** Present for an essay still to grade: the score input and comment. */
  draft?: EssayDraft;
  onDraft?: (draft: EssayDraft) => void;
  onOpenFile: (url: string) => void;
}

function answerText(question: GradingQuestion, values: string[], none: string): string {
  if (values.length === 0 || values.every((value) => !value.trim())) return none;
  if (question.type === 'judge') return values.map((value) => (value === 'T' ? '✓' : '✗')).join(' ');
  return values.join(question.type === 'fill' ? ' | ' : question.type === 'essay' ? '\n' : ', ');
}

/** One question of a paper as the grader sees it: stem, the learner's answer, the reference and the score. */
export function PaperQuestion({ index, question, draft, onDraft, onOpenFile }: PaperQuestionProps) {
  const { t } = useTranslation('exam-grading');
  const none = t('paper.noAnswer');
  const headingId = `grading-q-${question.questionId}`;
  return (
    <article className="lp-grading-question" aria-labelledby={headingId}>
      <header className="lp-grading-question__head">
        <h2 id={headingId} className="lp-grading-question__no">
          {t('paper.questionNo', { n: index + 1 })} <Tag size="small">{t(`type.${question.type}`)}</Tag>
        </h2>
        <span className="lp-page-subtitle">
          {t('paper.worth', { score: formatScore(question.score), count: question.score })}
        </span>
        {question.awardedScore !== null && !draft ? (
          <strong className="lp-grading-awarded">
            {t('paper.awarded', { score: formatScore(question.awardedScore) })}
          </strong>
        ) : null}
      </header>
      <SafeHtml className="lp-grading-stem" html={question.stem} />
      {question.options.length ? (
        <ul className="lp-grading-options">
          {question.options.map((option) => (
            <li key={option.key} className={question.referenceAnswer.includes(option.key) ? 'is-correct' : undefined}>
              <strong>{option.key}.</strong> {option.text}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="lp-grading-answers">
        <dt>{t('paper.learnerAnswer')}</dt>
        <dd className="lp-grading-answer">{answerText(question, question.learnerAnswer, none)}</dd>
        {question.attachments.length ? (
          <>
            <dt>{t('paper.attachments')}</dt>
            <dd>
              {question.attachments.map((file) => (
                <Button key={file.id} size="mini" type="text" onClick={() => onOpenFile(file.url)}>
                  {file.name}
                </Button>
              ))}
            </dd>
          </>
        ) : null}
        <dt>{t('paper.reference')}</dt>
        <dd className="lp-grading-answer lp-grading-answer--reference">
          {answerText(question, question.referenceAnswer, t('paper.noReference'))}
        </dd>
        {question.analysis ? (
          <>
            <dt>{t('paper.analysis')}</dt>
            <dd>{question.analysis}</dd>
          </>
        ) : null}
        {question.comment && !draft ? (
          <>
            <dt>{t('paper.comment')}</dt>
            <dd>{question.comment}</dd>
          </>
        ) : null}
      </dl>
      {draft && onDraft ? (
        <div className="lp-grading-score-row">
          <label htmlFor={`score-${question.questionId}`} className="lp-grading-label">
            {t('paper.score', { max: formatScore(question.score) })}
          </label>
          <InputNumber
            id={`score-${question.questionId}`}
            className="lp-grading-score"
            min={0}
            max={question.score}
            step={0.5}
            precision={1}
            value={draft.score}
            onChange={(value) =>
              onDraft({
                ...draft,
                score:
                  value === undefined || value === null || Number.isNaN(value)
                    ? undefined
                    : Math.min(question.score, Math.max(0, value)),
              })
            }
          />
          <Input.TextArea
            aria-label={t('paper.commentFor', { n: index + 1 })}
            className="lp-grading-comment"
            value={draft.comment}
            onChange={(comment) => onDraft({ ...draft, comment })}
            maxLength={EXAM_GRADING_LIMITS.commentMax}
            placeholder={t('paper.commentPlaceholder')}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </div>
      ) : null}
    </article>
  );
}
