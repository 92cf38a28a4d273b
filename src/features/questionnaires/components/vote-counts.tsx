import { useTranslation } from 'react-i18next';
import { AGE_BANDS, GENDER_OPTIONS } from '../../../../protocol/questionnaire-rules';
import type { OptionCounts, Question } from '../../../../protocol/schemas/questionnaires';

const COUNTED = new Set(['single', 'multiple', 'gender', 'age']);

/** A vote's live counts as bars with the number and share in words beside each. */
export function VoteCounts({ questions, counts }: { questions: Question[]; counts: OptionCounts }) {
  const { t } = useTranslation('questionnaires');
  const counted = questions.filter((q) => COUNTED.has(q.kind));
  return (
    <section className="lp-q-panel" aria-labelledby="lp-q-counts">
      <h2 id="lp-q-counts">{t('transition.counts')}</h2>
      {counted.map((q) => {
        const options =
          q.kind === 'gender'
            ? GENDER_OPTIONS.map((id) => ({ id, text: t(`gender.${id}`) }))
            : q.kind === 'age'
              ? AGE_BANDS.map((id) => ({ id, text: t(`age.${id}`) }))
              : q.options;
        const votes = counts[q.id] ?? {};
        const total = Object.values(votes).reduce((sum, n) => sum + n, 0);
        return (
          <div key={q.id} className="lp-q-count-block">
            <h3>{q.title}</h3>
            <ul className="lp-q-bars">
              {options.map((o) => {
                const n = votes[o.id] ?? 0;
                const percent = total ? Math.round((n / total) * 100) : 0;
                return (
                  <li key={o.id}>
                    <span className="lp-q-bar-label">{o.text}</span>
                    <span className="lp-q-bar" aria-hidden="true">
                      <span style={{ width: `${percent}%` }} />
                    </span>
                    <span className="lp-q-bar-value">
                      {t('transition.votes', { count: n })} · {t('transition.percent', { percent })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
