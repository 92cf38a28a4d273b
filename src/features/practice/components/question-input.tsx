import { Checkbox, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useTranslation } from 'react-i18next';
import { ANSWER_LIMITS, type LearnerQuestion } from '../../../../protocol';

interface Props {
  question: LearnerQuestion;
  value: string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
  labelledBy: string;
}

/** The answer control of one question, by type; the value is the wire shape (a list of strings). */
export function QuestionInput({ question, value, onChange, disabled, labelledBy }: Props) {
  const { t } = useTranslation('practice');
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group
          direction="vertical"
          value={value[0]}
          disabled={disabled}
          onChange={(v: string) => onChange([v])}
          aria-labelledby={labelledBy}
        >
          {question.options.map((o) => (
            <Radio key={o.key} value={o.key}>{`${o.key}. ${o.text}`}</Radio>
          ))}
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          direction="vertical"
          value={value}
          disabled={disabled}
          onChange={(v: string[]) => onChange([...v].sort())}
          aria-labelledby={labelledBy}
        >
          {question.options.map((o) => (
            <Checkbox key={o.key} value={o.key}>{`${o.key}. ${o.text}`}</Checkbox>
          ))}
        </Checkbox.Group>
      );
    case 'judge':
      return (
        <Radio.Group
          value={value[0]}
          disabled={disabled}
          onChange={(v: string) => onChange([v])}
          aria-labelledby={labelledBy}
        >
          <Radio value="T">{t('answer.true')}</Radio>
          <Radio value="F">{t('answer.false')}</Radio>
        </Radio.Group>
      );
    case 'fill':
      return (
        <div className="lp-practice__blanks">
          {Array.from({ length: Math.max(1, question.blanks) }, (_, i) => (
            <Input
              key={i}
              aria-label={t('answer.blank', { n: i + 1 })}
              placeholder={t('answer.blank', { n: i + 1 })}
              maxLength={200}
              disabled={disabled}
              value={value[i] ?? ''}
              onChange={(text) => {
                const next = Array.from({ length: Math.max(1, question.blanks) }, (_, j) => value[j] ?? '');
                next[i] = text;
                onChange(next);
              }}
            />
          ))}
        </div>
      );
    case 'essay':
      return (
        <Input.TextArea
          aria-labelledby={labelledBy}
          placeholder={t('answer.essayPlaceholder')}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={ANSWER_LIMITS.valueLength}
          showWordLimit
          disabled={disabled}
          value={value[0] ?? ''}
          onChange={(text) => onChange([text])}
        />
      );
  }
}

/** Whether the value is a complete answer worth sending. */
export function isComplete(question: LearnerQuestion, value: string[]): boolean {
  if (question.type === 'fill')
    return value.length === Math.max(1, question.blanks) && value.every((v) => v.trim() !== '');
  if (question.type === 'essay') return (value[0] ?? '').trim() !== '';
  return value.length > 0;
}
