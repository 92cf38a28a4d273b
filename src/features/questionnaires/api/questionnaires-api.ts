import type { Answers } from '../../../../protocol/schemas/questionnaires';
import {
  questionnaireCountsCall,
  questionnaireDetailCall,
  questionnaireListCall,
  questionnaireMyAnswersCall,
  questionnaireSubmitCall,
  questionnaireUploadCall,
} from '../../../../protocol/calls/questionnaires';
import { api } from '../../../lib/api-client';

/** Questionnaire calls (decision 0048). Quiet: every page shows its own error state. */
const quiet = { quiet: true } as const;

export type ListScope = 'all' | 'mine';
export type StateFilter = 'all' | 'open' | 'not_started' | 'ended';

export function getQuestionnaires(scope: ListScope, state: StateFilter, page: number, pageSize: number) {
  return api.request(questionnaireListCall, { scope, state, page, pageSize }, quiet);
}

export function getQuestionnaire(id: number) {
  return api.request(questionnaireDetailCall, { id }, quiet);
}

export function submitAnswers(id: number, answers: Answers) {
  return api.request(questionnaireSubmitCall, { id, answers: JSON.stringify(answers) }, quiet);
}

export function getMyAnswers(id: number, receipts: string[]) {
  return api.request(questionnaireMyAnswersCall, { id, receipts: receipts.join(',') }, quiet);
}

export function getCounts(id: number) {
  return api.request(questionnaireCountsCall, { id }, quiet);
}

/** One image (upload question or drawn signature), 5 MB at most; the server reads its type from the bytes. */
export function uploadImage(id: number, file: Blob, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('id', String(id));
  form.append('file', file instanceof File ? file : new File([file], 'signature.png', { type: 'image/png' }));
  return api.requestUpload(questionnaireUploadCall, form, { quiet: true, ...(onProgress ? { onProgress } : {}) });
}
