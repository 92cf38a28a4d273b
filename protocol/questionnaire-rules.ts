/*
 * The answer rules of a questionnaire (spec 001 §5 Questionnaire, §9), shared by the portal's
 * page and the server's submit so both refuse the same answers with the same reasons. Without
 * zod, so the answering page's chunk stays small.
 */
import { isEmail } from './email';

export const QUESTION_KINDS = [
  'single',
  'multiple',
  'description',
  'star',
  'score',
  'upload',
  'ranking',
  'blank',
  'blanks',
  'signature',
  'date',
  'time',
  'gender',
  'age',
  'email',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTIONNAIRE_LIMITS = {
  /** Free text (description, fill-in blanks): spec 001 §5 "Questionnaire free-text 100". */
  textMax: 100,
  /** Images per upload question (spec 001 §9) and their size (spec 001 §5 "Image 5M"). */
  imagesMax: 3,
  imageBytes: 5 * 1024 * 1024,
  /** Wire bounds (an e-mail may be longer than free text: protocol/email.ts allows 100 too). */
  wireTextMax: 200,
  listMax: 50,
  answersJsonMax: 64_000,
} as const;

/** Gender and the age bands of spec 001 §9 ("under 18 … over 60"); the portal names them. */
export const GENDER_OPTIONS = ['male', 'female'] as const;
export const AGE_BANDS = ['under18', '18to25', '26to35', '36to45', '46to60', 'over60'] as const;

/**
 * One answer: single/gender/age an option id; multiple and ranking option ids; description,
 * blank, email, date (YYYY-MM-DD) and time (HH:mm) text; blanks one text per blank; star a
 * number of stars; score {optionId: score}; upload the ids of uploaded images; signature the
 * id of the uploaded drawing.
 */
export type AnswerValue = string | number | string[] | number[] | Record<string, number>;

/** What the rules need of a question (the portal's Question and the server's stored one both fit). */
export interface RuleQuestion {
  id: string;
  kind: QuestionKind;
  required: boolean;
  options: readonly { id: string }[];
  minChoices: number;
  maxChoices: number;
  stars: number;
  scoreMin: number;
  scoreMax: number;
  blanks: number;
  maxImages: number;
}

/** What kind of required answer is missing: the spec's "select, answer, sort, upload, rate or score". */
export type MissingKind = 'select' | 'answer' | 'sort' | 'upload' | 'rate' | 'score' | 'signature';

export type AnswerProblem =
  | { questionId: string; problem: 'required'; missing: MissingKind }
  | { questionId: string; problem: 'minChoices' | 'maxChoices'; limit: number }
  | { questionId: string; problem: 'scoreRange'; optionId: string; min: number; max: number }
  | { questionId: string; problem: 'tooLong'; limit: number; blank?: number }
  | { questionId: string; problem: 'email' }
  | { questionId: string; problem: 'tooManyImages'; limit: number }
  | { questionId: string; problem: 'invalid' };

const MISSING: Record<QuestionKind, MissingKind> = {
  single: 'select',
  multiple: 'select',
  gender: 'select',
  age: 'select',
  description: 'answer',
  blank: 'answer',
  blanks: 'answer',
  date: 'answer',
  time: 'answer',
  email: 'answer',
  ranking: 'sort',
  upload: 'upload',
  star: 'rate',
  score: 'score',
  signature: 'signature',
};

/** The option ids a choice question accepts (gender and age have fixed ones). */
export function optionIdsOf(q: RuleQuestion): readonly string[] {
  if (q.kind === 'gender') return GENDER_OPTIONS;
  if (q.kind === 'age') return AGE_BANDS;
  return q.options.map((o) => o.id);
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);
const isIdList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0);
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether an answer counts as given (an empty text, list or score sheet does not). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some((v) => (typeof v === 'string' ? v.trim() !== '' : true));
  return Object.keys(value).length > 0;
}

/** The problems of one question's answer; [] when it is fine. */
export function checkAnswer(q: RuleQuestion, value: AnswerValue | undefined): AnswerProblem[] {
  const questionId = q.id;
  if (!isAnswered(value)) return q.required ? [{ questionId, problem: 'required', missing: MISSING[q.kind] }] : [];
  const invalid: AnswerProblem[] = [{ questionId, problem: 'invalid' }];
  const ids = optionIdsOf(q);
  switch (q.kind) {
    case 'single':
    case 'gender':
    case 'age':
      return isText(value) && ids.includes(value) ? [] : invalid;
    case 'multiple': {
      if (!isTextList(value) || new Set(value).size !== value.length || !value.every((v) => ids.includes(v)))
        return invalid;
      if (q.minChoices > 0 && value.length < q.minChoices)
        return [{ questionId, problem: 'minChoices', limit: q.minChoices }];
      if (q.maxChoices > 0 && value.length > q.maxChoices)
        return [{ questionId, problem: 'maxChoices', limit: q.maxChoices }];
      return [];
    }
    case 'ranking':
      return isTextList(value) && value.length === ids.length && new Set(value).size === ids.length
        ? value.every((v) => ids.includes(v))
          ? []
          : invalid
        : invalid;
    case 'description':
    case 'blank':
      if (!isText(value)) return invalid;
      return value.trim().length > QUESTIONNAIRE_LIMITS.textMax
        ? [{ questionId, problem: 'tooLong', limit: QUESTIONNAIRE_LIMITS.textMax }]
        : [];
    case 'blanks': {
      if (!isTextList(value) || value.length !== q.blanks) return invalid;
      const problems: AnswerProblem[] = [];
      value.forEach((text, blank) => {
        if (text.trim().length > QUESTIONNAIRE_LIMITS.textMax)
          problems.push({ questionId, problem: 'tooLong', limit: QUESTIONNAIRE_LIMITS.textMax, blank });
      });
      if (problems.length) return problems;
      // A required set of blanks needs every blank filled.
      return q.required && value.some((text) => text.trim() === '')
        ? [{ questionId, problem: 'required', missing: 'answer' }]
        : [];
    }
    case 'email':
      return isText(value) && isEmail(value.trim()) ? [] : [{ questionId, problem: 'email' }];
    case 'date':
      return isText(value) && DATE.test(value) ? [] : invalid;
    case 'time':
      return isText(value) && TIME.test(value) ? [] : invalid;
    case 'star':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= q.stars ? [] : invalid;
    case 'score':
      return checkScores(q, value as AnswerValue);
    case 'upload':
      if (!isIdList(value)) return invalid;
      return value.length > Math.min(q.maxImages, QUESTIONNAIRE_LIMITS.imagesMax)
        ? [{ questionId, problem: 'tooManyImages', limit: Math.min(q.maxImages, QUESTIONNAIRE_LIMITS.imagesMax) }]
        : [];
    case 'signature':
      return typeof value === 'number' && Number.isInteger(value) && value > 0 ? [] : invalid;
  }
}

/** Every scored option inside the range (at most one decimal, spec 001 §5); all of them when required. */
function checkScores(q: RuleQuestion, value: AnswerValue): AnswerProblem[] {
  if (typeof value !== 'object' || Array.isArray(value)) return [{ questionId: q.id, problem: 'invalid' }];
  const ids = q.options.map((o) => o.id);
  if (!Object.keys(value).every((k) => ids.includes(k))) return [{ questionId: q.id, problem: 'invalid' }];
  const problems: AnswerProblem[] = [];
  for (const optionId of ids) {
    const score = value[optionId];
    if (score === undefined) {
      if (q.required) problems.push({ questionId: q.id, problem: 'required', missing: 'score' });
      continue;
    }
    const oneDecimal = Math.abs(Math.round(score * 10) - score * 10) < 1e-9;
    if (!Number.isFinite(score) || score < q.scoreMin || score > q.scoreMax || !oneDecimal)
      problems.push({ questionId: q.id, problem: 'scoreRange', optionId, min: q.scoreMin, max: q.scoreMax });
  }
  // One "required" per question is enough, beside any per-option range errors.
  return problems.filter(
    (p, i) => p.problem !== 'required' || problems.findIndex((x) => x.problem === 'required') === i,
  );
}

/** Every problem of a whole answer sheet, in question order; unknown question ids are invalid. */
export function checkAnswers(
  questions: readonly RuleQuestion[],
  answers: Readonly<Record<string, AnswerValue | undefined>>,
): AnswerProblem[] {
  const known = new Set(questions.map((q) => q.id));
  const extra = Object.keys(answers)
    .filter((key) => !known.has(key))
    .map((questionId): AnswerProblem => ({ questionId, problem: 'invalid' }));
  return [...questions.flatMap((q) => checkAnswer(q, answers[q.id])), ...extra];
}
