import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultQuestion } from '../../../../protocol';
import { formatScore } from '../format';
import { SafeHtml } from '../../../components/safe-html';
import { QuestionStem } from './question-stem';

/** One question of the result detail, coloured by correct / wrong / waiting for grading. */
export const ResultQuestionView = memo(function ResultQuestionView({
  question,
  index,
}: {
  question: ResultQuestion;
  index: number;
}) {
  const { t } = useTranslation('exams');
  const tone = toneOf(question);
  const verdict = t(`detail.${tone}`);
  return (
    <li
      className={`lp-exam-detail lp-exam-detail--${tone}`}
      aria-label={t('detail.questionLabel', { n: index + 1, verdict })}
    >
      <header className="lp-exam-question__head">
        <span className="lp-exam-question__no">{t('detail.number', { n: index + 1 })}</span>
        <span className="lp-exam-kind">{t(`type.${question.type}`)}</span>
        <span className={`lp-exam-verdict lp-exam-verdict--${tone}`}>{verdict}</span>
        <span className="lp-exam-muted">
          {t('detail.score', { score: formatScore(question.awardedScore), full: formatScore(question.score) })}
        </span>
      </header>
      <QuestionStem html={question.stem} />
      {question.options.length > 0 ? (
        <ul className="lp-exam-detail__options">
          {question.options.map((option) => (
            <li
              key={option.key}
              className={question.answer.includes(option.key) ? 'lp-exam-detail__chosen' : undefined}
            >
              <strong>{option.key}.</strong> <SafeHtml as="span" html={option.text} />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="lp-exam-detail__answers">
        <div>
          <dt>{t('detail.yourAnswer')}</dt>
          <dd className="lp-exam-detail__text">{answerText(question, question.answer, t)}</dd>
        </div>
        {question.attachments.length > 0 ? (
          <div>
            <dt>{t('detail.attachments')}</dt>
            <dd>
              {question.attachments.map((file) => (
                <a key={file.id} href={file.url} target="_blank" rel="noreferrer" className="lp-exam-detail__file">
                  {file.name}
                </a>
              ))}
            </dd>
          </div>
        ) : null}
        {question.correctAnswer ? (
          <div>
            <dt>{t('detail.correctAnswer')}</dt>
            <dd className="lp-exam-detail__text">
              {answerText(
                question,
                question.type === 'fill'
                  ? question.correctAnswer.map((v) => v.split('|').join(' / '))
                  : question.correctAnswer,
                t,
              )}
            </dd>
          </div>
        ) : null}
        {question.comment ? (
          <div>
            <dt>{t('detail.comment')}</dt>
            <dd>{question.comment}</dd>
          </div>
        ) : null}
        {question.analysis ? (
          <div>
            <dt>{t('detail.analysis')}</dt>
            <dd>
              <QuestionStem html={question.analysis} />
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
});

/** How an answer reads: option keys as they are, judge as true/false, blanks joined. */
function answerText(question: ResultQuestion, values: readonly string[], t: (key: string) => string): string {
  if (values.length === 0 || values.every((v) => v.trim() === '')) return t('detail.noAnswer');
  if (question.type === 'judge') return values.map((v) => t(`judge.${v === 'T' ? 'T' : 'F'}`)).join(', ');
  if (question.type === 'fill') return values.map((v, i) => `${i + 1}. ${v}`).join('   ');
  return values.join(question.type === 'essay' ? '\n' : ', ');
}

/** Right, wrong, an essay waiting for its grader, or not answered at all. */
export function toneOf(question: ResultQuestion): 'right' | 'wrong' | 'pending' | 'unanswered' {
  if (question.correct !== null) return question.correct ? 'right' : 'wrong';
  const answered = question.answer.some((v) => v.trim() !== '') || question.attachments.length > 0;
  if (!answered) return 'unanswered';
  return 'pending';
}
