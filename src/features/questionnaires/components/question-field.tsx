import type { Question } from '../../../../protocol/schemas/questionnaires';
import { MultipleChoiceField, SingleChoiceField } from './choice-fields';
import type { ImageFieldProps } from './field-types';
import { RankingField } from './ranking-field';
import { ScoreField, StarField } from './rating-fields';
import { SignatureField } from './signature-field';
import { BlanksField, DescriptionField, LineField } from './text-fields';
import { UploadField } from './upload-field';

export interface QuestionFieldProps extends ImageFieldProps {
  index: number;
  /** The question's problems in words: whole-question ones, and per score option. */
  errors: string[];
  optionErrors: Record<string, string>;
}

/** One numbered question: its title, its field by kind, its errors under it. */
export function QuestionField(props: QuestionFieldProps & { requiredLabel: string }) {
  const { question, index, errors } = props;
  return (
    <section
      className={`lp-q-question${props.invalid ? ' is-invalid' : ''}`}
      id={`question-${question.id}`}
      data-kind={question.kind}
    >
      <h2 id={props.labelId} className="lp-q-title">
        <span className="lp-q-no">{index + 1}.</span> {question.title}
        {question.required && (
          <span className="lp-q-required">
            <span aria-hidden="true"> *</span>
            <span className="lp-sr-only"> ({props.requiredLabel})</span>
          </span>
        )}
      </h2>
      {field(question, props)}
      <div id={props.errorId} className="lp-q-errors" aria-live="polite">
        {errors.map((text) => (
          <p key={text} className="lp-q-error">
            <span aria-hidden="true">⚠ </span>
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}

function field(question: Question, props: QuestionFieldProps) {
  switch (question.kind) {
    case 'single':
    case 'gender':
    case 'age':
      return <SingleChoiceField {...props} />;
    case 'multiple':
      return <MultipleChoiceField {...props} />;
    case 'description':
      return <DescriptionField {...props} />;
    case 'blank':
    case 'email':
    case 'date':
    case 'time':
      return <LineField {...props} />;
    case 'blanks':
      return <BlanksField {...props} />;
    case 'star':
      return <StarField {...props} />;
    case 'score':
      return <ScoreField {...props} optionErrors={props.optionErrors} />;
    case 'ranking':
      return <RankingField {...props} />;
    case 'upload':
      return <UploadField {...props} />;
    case 'signature':
      return <SignatureField {...props} />;
  }
}
