import { useTranslation } from 'react-i18next';
import { AGE_BANDS, GENDER_OPTIONS } from '../../../../protocol/questionnaire-rules';
import type { FieldProps } from './field-types';

/** The options of a choice question; gender and age bands are named by the portal. */
function useOptions(props: FieldProps): { id: string; text: string }[] {
  const { t } = useTranslation('questionnaires');
  if (props.question.kind === 'gender') return GENDER_OPTIONS.map((id) => ({ id, text: t(`gender.${id}`) }));
  if (props.question.kind === 'age') return AGE_BANDS.map((id) => ({ id, text: t(`age.${id}`) }));
  return props.question.options;
}

/** Single choice, gender and age group: native radios, so arrows and Space work as everywhere. */
export function SingleChoiceField(props: FieldProps) {
  const options = useOptions(props);
  const name = `q-${props.question.id}`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={props.labelId}
      aria-describedby={props.errorId}
      aria-invalid={props.invalid || undefined}
      className="lp-q-options"
    >
      {options.map((o) => (
        <label key={o.id} className="lp-q-option">
          <input
            type="radio"
            name={name}
            value={o.id}
            checked={props.value === o.id}
            onChange={() => props.onChange(o.id)}
          />
          <span>{o.text}</span>
        </label>
      ))}
    </div>
  );
}

/** Multiple choice with its fewest / most choices said up front. */
export function MultipleChoiceField(props: FieldProps) {
  const { t } = useTranslation('questionnaires');
  const options = useOptions(props);
  const chosen = Array.isArray(props.value) ? (props.value as string[]) : [];
  const { minChoices: min, maxChoices: max } = props.question;
  const hint =
    min > 0 && max > 0
      ? t('answer.chooseRange', { min, max })
      : min > 0
        ? t('answer.chooseMin', { min })
        : max > 0
          ? t('answer.chooseMax', { max })
          : '';
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    // Keep the options' order, whatever order they were ticked in.
    props.onChange(next.length ? options.map((o) => o.id).filter((o) => next.includes(o)) : undefined);
  };
  return (
    <div role="group" aria-labelledby={props.labelId} aria-describedby={props.errorId} className="lp-q-options">
      {hint && <p className="lp-q-hint">{hint}</p>}
      {options.map((o) => (
        <label key={o.id} className="lp-q-option">
          <input type="checkbox" value={o.id} checked={chosen.includes(o.id)} onChange={() => toggle(o.id)} />
          <span>{o.text}</span>
        </label>
      ))}
    </div>
  );
}
