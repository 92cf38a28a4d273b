import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_LIMITS } from '../../../../protocol/questionnaire-rules';
import type { FieldProps } from './field-types';

const MAX = QUESTIONNAIRE_LIMITS.textMax;

/** A counter that turns red past the limit: the limit is said before the error is. */
function Counter({ length, id }: { length: number; id: string }) {
  const { t } = useTranslation('questionnaires');
  return (
    <span id={id} className={`lp-q-counter${length > MAX ? ' is-over' : ''}`}>
      {t('answer.chars', { count: length, max: MAX })}
    </span>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const orUndefined = (value: string) => (value === '' ? undefined : value);

/** Description: free text up to 100 characters (spec 001 §5), typed past it to be told, not cut. */
export function DescriptionField(props: FieldProps) {
  const value = text(props.value);
  const counterId = `${props.errorId}-count`;
  return (
    <div className="lp-q-text">
      <textarea
        rows={3}
        value={value}
        aria-labelledby={props.labelId}
        aria-describedby={`${counterId} ${props.errorId}`}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(orUndefined(e.target.value))}
      />
      <Counter length={value.trim().length} id={counterId} />
    </div>
  );
}

/** One line of text: a single fill-in blank, an e-mail, a date or a time (native pickers on phones). */
export function LineField(props: FieldProps) {
  const value = text(props.value);
  const kind = props.question.kind;
  const type = kind === 'email' ? 'email' : kind === 'date' ? 'date' : kind === 'time' ? 'time' : 'text';
  const counterId = `${props.errorId}-count`;
  return (
    <div className="lp-q-text">
      <input
        type={type}
        value={value}
        inputMode={kind === 'email' ? 'email' : undefined}
        autoComplete={kind === 'email' ? 'email' : 'off'}
        aria-labelledby={props.labelId}
        aria-describedby={kind === 'blank' ? `${counterId} ${props.errorId}` : props.errorId}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(orUndefined(e.target.value))}
      />
      {kind === 'blank' && <Counter length={value.trim().length} id={counterId} />}
    </div>
  );
}

/** Several fill-in blanks, each labelled by its option text. */
export function BlanksField(props: FieldProps) {
  const { t } = useTranslation('questionnaires');
  const count = props.question.blanks;
  const values = Array.isArray(props.value) ? (props.value as string[]) : [];
  const set = (index: number, next: string) => {
    const list = Array.from({ length: count }, (_, i) => (i === index ? next : (values[i] ?? '')));
    props.onChange(list.every((v) => v === '') ? undefined : list);
  };
  return (
    <div role="group" aria-labelledby={props.labelId} aria-describedby={props.errorId} className="lp-q-blanks">
      {Array.from({ length: count }, (_, i) => {
        const id = `${props.errorId}-blank-${i}`;
        const value = values[i] ?? '';
        return (
          <div key={i} className="lp-q-text">
            <label htmlFor={id}>{props.question.options[i]?.text ?? t('answer.blank', { n: i + 1 })}</label>
            <input
              id={id}
              type="text"
              value={value}
              aria-describedby={`${id}-count ${props.errorId}`}
              aria-invalid={props.invalid || undefined}
              onChange={(e) => set(i, e.target.value)}
            />
            <Counter length={value.trim().length} id={`${id}-count`} />
          </div>
        );
      })}
    </div>
  );
}
