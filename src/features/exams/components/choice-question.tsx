import type { QuestionOption } from '../../../../protocol';
import { SafeHtml } from '../../../components/safe-html';

export interface ChoiceQuestionProps {
  name: string;
  options: readonly QuestionOption[];
  values: readonly string[];
  /** Several keys may be chosen (multiple) or one only (single, judge). */
  multiple: boolean;
  onChange: (values: string[]) => void;
  labelledBy: string;
  disabled?: boolean;
}

/** Toggles one key in a multiple-choice answer, keeping the options' order. */
export function toggleKey(options: readonly QuestionOption[], values: readonly string[], key: string): string[] {
  const chosen = new Set(values);
  if (chosen.has(key)) chosen.delete(key);
  else chosen.add(key);
  return options.map((option) => option.key).filter((k) => chosen.has(k));
}

/**
 * Single, multiple and judge questions: native radios and checkboxes (keyboard and screen readers
 * work without help), styled as option cards. Number keys are handled by the answering page.
 */
export function ChoiceQuestion({
  name,
  options,
  values,
  multiple,
  onChange,
  labelledBy,
  disabled,
}: ChoiceQuestionProps) {
  return (
    <div className="lp-exam-options" role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy}>
      {options.map((option, index) => {
        const checked = values.includes(option.key);
        return (
          <label key={option.key} className={`lp-exam-option${checked ? ' lp-exam-option--checked' : ''}`}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.key}
              checked={checked}
              disabled={disabled}
              aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
              onChange={() => onChange(multiple ? toggleKey(options, values, option.key) : [option.key])}
            />
            <span className="lp-exam-option__key" aria-hidden="true">
              {option.key}
            </span>
            <SafeHtml as="span" className="lp-exam-option__text" html={option.text} />
          </label>
        );
      })}
    </div>
  );
}
