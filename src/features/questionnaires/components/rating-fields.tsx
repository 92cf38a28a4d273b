import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-types';

/** Star rating: radios drawn as stars (arrows move, Space picks); the count is said in words too. */
export function StarField(props: FieldProps) {
  const { t } = useTranslation('questionnaires');
  const value = typeof props.value === 'number' ? props.value : 0;
  const name = `q-${props.question.id}`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={props.labelId}
      aria-describedby={props.errorId}
      aria-invalid={props.invalid || undefined}
      className="lp-q-stars"
    >
      {Array.from({ length: props.question.stars }, (_, i) => i + 1).map((n) => (
        <label key={n} className={`lp-q-star${n <= value ? ' is-on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => props.onChange(n)}
            aria-label={t('answer.star', { count: n })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
      <span className="lp-q-star-text" aria-hidden="true">
        {value > 0 ? t('answer.star', { count: value }) : ''}
      </span>
    </div>
  );
}

/** Score: one number per option inside the question's range (at most one decimal). */
export function ScoreField(props: FieldProps & { optionErrors: Record<string, string> }) {
  const { t } = useTranslation('questionnaires');
  const { scoreMin: min, scoreMax: max } = props.question;
  const scores =
    props.value && typeof props.value === 'object' && !Array.isArray(props.value)
      ? (props.value as Record<string, number>)
      : {};
  const set = (optionId: string, raw: string) => {
    const next = { ...scores };
    const number = raw.trim() === '' ? NaN : Number(raw);
    if (Number.isNaN(number)) delete next[optionId];
    else next[optionId] = number;
    props.onChange(Object.keys(next).length ? next : undefined);
  };
  return (
    <div role="group" aria-labelledby={props.labelId} aria-describedby={props.errorId} className="lp-q-scores">
      <p className="lp-q-hint">{t('answer.scoreRange', { min, max })}</p>
      {props.question.options.map((o) => {
        const id = `${props.errorId}-score-${o.id}`;
        const error = props.optionErrors[o.id];
        return (
          <div key={o.id} className="lp-q-score">
            <label htmlFor={id}>{o.text}</label>
            <input
              id={id}
              type="number"
              inputMode="decimal"
              min={min}
              max={max}
              step={0.1}
              value={scores[o.id] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => set(o.id, e.target.value)}
            />
            {error && (
              <span id={`${id}-error`} className="lp-q-error">
                {error}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
