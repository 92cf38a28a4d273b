import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Params } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { questionnaireId, type Who } from './questionnaire-test-helpers';

/**
 * Issue 23 item 4: an anonymous submission cannot be traced to its author by reading the
 * database. Two learners answer; then every table is read as an administrator with database
 * access would, looking for anything that ties a person to their answers.
 */
describe('anonymous questionnaires', () => {
  let t: TestApp;
  let learner: Who;
  let engineer: Who;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await t.login('learner');
    engineer = await t.login('engineer');
    id = await questionnaireId(t, 'Anonymous team climate survey');
  });
  afterAll(async () => t.close());

  const call = async (name: string, params: Params, as: Who, method: 'GET' | 'POST' = 'GET') =>
    (await t.call(name, params, { ...as, eid: 1, method, language: 'en_us' })).body;

  it('stores no link from an answer to its author, and only the receipt finds it again', async () => {
    const mine = await call(
      '/v1/questionnaire/submit',
      { id, answers: JSON.stringify({ c1: 2, c2: 'Learner secret' }) },
      learner,
      'POST',
    );
    t.clock.set(t.clock.now() + 1000);
    const theirs = await call(
      '/v1/questionnaire/submit',
      { id, answers: JSON.stringify({ c1: 5, c2: 'Engineer secret' }) },
      engineer,
      'POST',
    );
    expect(mine.status, mine.msg).toBe('Y');
    expect(theirs.status, theirs.msg).toBe('Y');
    const receipt = (mine.data as { receipt: string }).receipt;
    expect(receipt).toMatch(/^[0-9a-f]{32}$/);

    const submissions = await t.db
      .selectFrom('questionnaire_submissions')
      .selectAll()
      .where('questionnaire_id', '=', id)
      .execute();
    const participants = await t.db
      .selectFrom('questionnaire_participants')
      .selectAll()
      .where('questionnaire_id', '=', id)
      .execute();
    const learnerId = Number(learner.userid);
    expect(participants.map((p) => p.user_id).sort()).toContain(learnerId);
    for (const row of submissions) {
      // No person, no time, no sequence: nothing to join or line up with the participants.
      expect(row.user_id).toBeNull();
      expect(row.submitted_at).toBeNull();
      expect(row.id).toMatch(/^[0-9a-f]{32}$/);
      expect(row.receipt_hash).not.toBe(receipt);
      // Every column but the questionnaire's own (eid, questionnaire_id), which all its rows share.
      const values = [row.id, row.user_id, row.submitted_at, row.receipt_hash].map(String);
      for (const p of participants) {
        expect(values).not.toContain(String(p.user_id));
        expect(values).not.toContain(String(p.last_at));
      }
      // The answers hold the questions' answers and nothing else.
      for (const key of Object.keys(JSON.parse(row.answers) as object)) expect(['c1', 'c2']).toContain(key);
    }
    // The participants table holds who took part, and nothing of what they answered.
    expect(Object.keys(participants[0]!).sort()).toEqual(['eid', 'last_at', 'questionnaire_id', 'times', 'user_id']);
    // No upload row is left to tie an image to a person either.
    expect(await t.db.selectFrom('questionnaire_uploads').selectAll().execute()).toEqual([]);

    // The author sees their own answer through the receipt their browser kept; without it, nothing.
    const withReceipt = await call('/v1/questionnaire/my-answers', { id, receipts: receipt }, learner);
    expect(
      (withReceipt.data as { submissions: { answers: { c2: string } }[] }).submissions.map((s) => s.answers.c2),
    ).toEqual(['Learner secret']);
    const without = await call('/v1/questionnaire/my-answers', { id }, engineer);
    expect(without.data).toEqual({ submissions: [] });
  });
});
