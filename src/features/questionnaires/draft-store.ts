import type { AnswerValue } from '../../../protocol/questionnaire-rules';
import { readStoredJson, removeStored, writeStored } from '../../lib/storage';

/**
 * A questionnaire being answered, kept in localStorage at every change (as exam answers are,
 * src/features/exams/answer-store.ts), per user and questionnaire: a reload, a crash or a closed
 * tab loses nothing. Cleared after a successful submit.
 */
export interface Draft {
  answers: Record<string, AnswerValue>;
  /** Addresses of uploaded images by upload id, to show them again after a reload. */
  images: Record<string, string>;
}

const draftKey = (userId: number, questionnaireId: number) => `lp-questionnaire:${userId}:${questionnaireId}`;
const receiptsKey = (userId: number, questionnaireId: number) =>
  `lp-questionnaire-receipts:${userId}:${questionnaireId}`;

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.answers === 'object' && v.answers !== null && typeof v.images === 'object' && v.images !== null;
}

export function loadDraft(userId: number, questionnaireId: number): Draft {
  const stored = readStoredJson<unknown>('local', draftKey(userId, questionnaireId), null);
  return isDraft(stored) ? stored : { answers: {}, images: {} };
}

export function saveDraft(userId: number, questionnaireId: number, draft: Draft): void {
  writeStored('local', draftKey(userId, questionnaireId), JSON.stringify(draft));
}

export function clearDraft(userId: number, questionnaireId: number): void {
  removeStored('local', draftKey(userId, questionnaireId));
}

/** Receipts of anonymous submissions: only this browser can find them again (decision 0048). */
export function loadReceipts(userId: number, questionnaireId: number): string[] {
  const stored = readStoredJson<unknown>('local', receiptsKey(userId, questionnaireId), []);
  return Array.isArray(stored)
    ? stored.filter((r): r is string => typeof r === 'string' && /^[0-9a-f]{32}$/.test(r))
    : [];
}

export function addReceipt(userId: number, questionnaireId: number, receipt: string): void {
  const receipts = [...loadReceipts(userId, questionnaireId), receipt].slice(-20);
  writeStored('local', receiptsKey(userId, questionnaireId), JSON.stringify(receipts));
}
