import { useTranslation } from 'react-i18next';
import { AGE_BANDS, GENDER_OPTIONS } from '../../../../protocol/questionnaire-rules';
import type { MyAnswers, Question } from '../../../../protocol/schemas/questionnaires';
import { formatDate } from '../../../lib/date-format';
import { mediaUrl } from '../../../lib/media-url';

type Shown = MyAnswers['submissions'][number]['answers'][string];

/** One answer as text (React escapes it: answers are shown back, never as HTML). */
function AnswerText({ question, value }: { question: Question; value: Shown | undefined }) {
  const { t } = useTranslation('questionnaires');
  if (value === undefined) return <span className="lp-q-muted">{t('transition.noAnswer')}</span>;
  const optionText = (id: string) =>
    question.kind === 'gender' && (GENDER_OPTIONS as readonly string[]).includes(id)
      ? t(`gender.${id}`)
      : question.kind === 'age' && (AGE_BANDS as readonly string[]).includes(id)
        ? t(`age.${id}`)
        : (question.options.find((o) => o.id === id)?.text ?? id);
  switch (question.kind) {
    case 'upload':
      return (
        <span className="lp-q-images">
          {(Array.isArray(value) ? value : []).map((url, i) => (
            <img key={String(url)} src={mediaUrl(String(url))} alt={t('answer.imageAlt', { n: i + 1 })} />
          ))}
        </span>
      );
    case 'signature':
      return <img className="lp-q-signature-image" src={mediaUrl(String(value))} alt={t('answer.signatureAlt')} />;
    case 'single':
    case 'gender':
    case 'age':
      return <span>{optionText(String(value))}</span>;
    case 'multiple':
      return <span>{(value as string[]).map(optionText).join(' · ')}</span>;
    case 'ranking':
      return (
        <ol className="lp-q-answer-list">
          {(value as string[]).map((id) => (
            <li key={id}>{optionText(id)}</li>
          ))}
        </ol>
      );
    case 'star':
      return (
        <span>
          {'★'.repeat(Number(value))} ({t('answer.star', { count: Number(value) })})
        </span>
      );
    case 'score':
      return (
        <ul className="lp-q-answer-list">
          {Object.entries(value as Record<string, number>).map(([id, score]) => (
            <li key={id}>
              {optionText(id)}: {score}
            </li>
          ))}
        </ul>
      );
    case 'blanks':
      return <span>{(value as string[]).join(' · ')}</span>;
    default:
      return <span className="lp-q-free-text">{String(value)}</span>;
  }
}

/** The learner's own submissions, newest first. */
export function AnswerView({
  questions,
  submissions,
}: {
  questions: Question[];
  submissions: MyAnswers['submissions'];
}) {
  const { t } = useTranslation('questionnaires');
  return (
    <>
      {submissions.map((s, i) => (
        <div key={i} className="lp-q-submission">
          <p className="lp-q-muted">
            {s.submittedAt === null
              ? t('transition.submittedAnonymous')
              : t('transition.submittedAt', { time: formatDate(s.submittedAt, 'dateTime') })}
          </p>
          <dl>
            {questions.map((q, n) => (
              <div key={q.id} className="lp-q-answer-row">
                <dt>
                  {n + 1}. {q.title}
                </dt>
                <dd>
                  <AnswerText question={q} value={s.answers[q.id]} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
