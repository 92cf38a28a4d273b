import { afterEach, describe, expect, it } from 'vitest';
import { addReceipt, clearDraft, loadDraft, loadReceipts, saveDraft } from './draft-store';

afterEach(() => window.localStorage.clear());

/** The answering page's local copy (decision 0048): per user and questionnaire, survives a reload. */
describe('questionnaire draft store', () => {
  it('keeps answers and image addresses per user and questionnaire until cleared', () => {
    saveDraft(1, 7, { answers: { q1: 'a', q5: { a: 9 } }, images: { '3': '/media/1/questionnaire/x.png' } });
    expect(loadDraft(1, 7)).toEqual({
      answers: { q1: 'a', q5: { a: 9 } },
      images: { '3': '/media/1/questionnaire/x.png' },
    });
    expect(loadDraft(2, 7)).toEqual({ answers: {}, images: {} });
    expect(loadDraft(1, 8)).toEqual({ answers: {}, images: {} });
    clearDraft(1, 7);
    expect(loadDraft(1, 7)).toEqual({ answers: {}, images: {} });
  });

  it('starts empty from a damaged copy, and keeps only well-formed receipts', () => {
    window.localStorage.setItem('lp-questionnaire:1:7', '{"answers":');
    expect(loadDraft(1, 7)).toEqual({ answers: {}, images: {} });
    addReceipt(1, 7, 'a'.repeat(32));
    window.localStorage.setItem('lp-questionnaire-receipts:1:8', JSON.stringify(['b'.repeat(32), '<img src=x>', 42]));
    expect(loadReceipts(1, 7)).toEqual(['a'.repeat(32)]);
    expect(loadReceipts(1, 8)).toEqual(['b'.repeat(32)]);
  });
});
