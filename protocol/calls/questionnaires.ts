import {
  myAnswersParamsSchema,
  myAnswersSchema,
  questionnaireCountsSchema,
  questionnaireDetailSchema,
  questionnaireIdParamsSchema,
  questionnaireListParamsSchema,
  questionnaireListSchema,
  questionnaireUploadParamsSchema,
  questionnaireUploadSchema,
  submitQuestionnaireParamsSchema,
  submitQuestionnaireSchema,
} from '../schemas/questionnaires';
import { defineCall } from './define-call';

/** Questionnaires and votes (issue 23, decision 0048); the spec names no calls for them. */
export const questionnaireListCall = defineCall({
  name: '/v1/questionnaire/list',
  method: 'GET',
  input: questionnaireListParamsSchema,
  output: questionnaireListSchema,
});

/** Public face: the transition page /questionnaire/excessive/{id} is exempt from sign-in (spec 000 §4). */
export const questionnaireDetailCall = defineCall({
  name: '/v1/questionnaire/detail',
  method: 'GET',
  input: questionnaireIdParamsSchema,
  output: questionnaireDetailSchema,
});

export const questionnaireSubmitCall = defineCall({
  name: '/v1/questionnaire/submit',
  method: 'POST',
  input: submitQuestionnaireParamsSchema,
  output: submitQuestionnaireSchema,
});

/** Multipart, file part `file`: one image of an upload or signature question. */
export const questionnaireUploadCall = defineCall({
  name: '/v1/questionnaire/upload',
  method: 'POST',
  input: questionnaireUploadParamsSchema,
  output: questionnaireUploadSchema,
});

export const questionnaireMyAnswersCall = defineCall({
  name: '/v1/questionnaire/my-answers',
  method: 'GET',
  input: myAnswersParamsSchema,
  output: myAnswersSchema,
});

export const questionnaireCountsCall = defineCall({
  name: '/v1/questionnaire/counts',
  method: 'GET',
  input: questionnaireIdParamsSchema,
  output: questionnaireCountsSchema,
});
