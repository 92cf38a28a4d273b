import type { LearnerQuestion } from '../../../../protocol';

/** An answer as text: option keys with their text, True/False, fill-in alternatives joined by " / ". */
export function answerText(
  question: Pick<LearnerQuestion, 'type' | 'options'>,
  values: string[],
  judge: { T: string; F: string },
): string {
  switch (question.type) {
    case 'single':
    case 'multiple':
      return values.map((k) => `${k}. ${question.options.find((o) => o.key === k)?.text ?? ''}`).join('; ');
    case 'judge':
      return values.map((v) => (v === 'T' ? judge.T : judge.F)).join('');
    case 'fill':
      return values.map((v) => v.split('|').join(' / ')).join('; ');
    case 'essay':
      return values.join('');
  }
}
