import type { AnswerValue } from '../../../../protocol/questionnaire-rules';
import type { Question } from '../../../../protocol/schemas/questionnaires';

/** What every question field receives: its question, its answer, how to change it. */
export interface FieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  /** id of the element that holds this question's error, for aria-describedby. */
  errorId: string;
  invalid: boolean;
  /** The question's heading id, for labelling groups. */
  labelId: string;
}

/** Upload and signature fields also upload, and remember the images' addresses. */
export interface ImageFieldProps extends FieldProps {
  questionnaireId: number;
  images: Record<string, string>;
  onImage: (uploadId: number, url: string) => void;
}
