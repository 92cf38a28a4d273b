import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';

/** Fill-in: one input per blank, in order; the answer holds one text per blank. */
export function FillQuestion({
  blanks,
  values,
  onChange,
  disabled,
}: {
  blanks: number;
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('exams');
  const count = Math.max(1, blanks);
  const change = (index: number, text: string) => {
    const next = Array.from({ length: count }, (_, i) => values[i] ?? '');
    next[index] = text;
    onChange(next);
  };
  return (
    <div className="lp-exam-blanks">
      {Array.from({ length: count }, (_, index) => (
        <label key={index} className="lp-exam-blank">
          <span className="lp-exam-blank__label">{t('paper.blank', { n: index + 1 })}</span>
          <Input
            value={values[index] ?? ''}
            maxLength={500}
            disabled={disabled}
            onChange={(text) => change(index, text)}
            aria-label={t('paper.blank', { n: index + 1 })}
          />
        </label>
      ))}
    </div>
  );
}
