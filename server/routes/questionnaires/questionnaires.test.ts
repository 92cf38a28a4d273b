import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type Params } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { forTenant } from '../../db/tenant-scope';
import { questionnairesDone } from '.';
import { PNG_1PX, questionnaireId, uploadImage, type Who } from './questionnaire-test-helpers';

/** Issue 23 items 3 and 4: questionnaires and votes, their rules, states and refusals. */
describe('questionnaires', () => {
  let t: TestApp;
  let mediaDir: string;
  let learner: Who;
  let ids: Record<string, number>;
  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-questionnaire-test-'));
    t = await createTestApp({ mediaDir });
    learner = await t.login('learner');
    ids = {
      every: await questionnaireId(t, 'Workplace survey: every question type'),
      vote: await questionnaireId(t, 'Canteen menu vote'),
      security: await questionnaireId(t, 'Security training feedback'),
      poll: await questionnaireId(t, 'Quick poll: meeting day'),
      future: await questionnaireId(t, 'Year-end party survey'),
      ended: await questionnaireId(t, '2025 course satisfaction survey'),
      hub: await questionnaireId(t, 'Open Hub feedback', 2),
    };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const call = async (name: string, params: Params, as: Who | null = learner, language = 'en_us', method = 'GET') =>
    (await t.call(name, params, { ...(as ?? {}), eid: 1, method: method as 'GET', language: language as 'en_us' }))
      .body;
  const submit = (id: number, answers: unknown, as: Who = learner, language = 'en_us') =>
    call('/v1/questionnaire/submit', { id, answers: JSON.stringify(answers) }, as, language, 'POST');

  async function everyTypeAnswers(as: Who = learner) {
    const photo = await uploadImage(t, ids.every!, PNG_1PX, as);
    const signature = await uploadImage(t, ids.every!, PNG_1PX, as);
    expect(photo.status, photo.msg).toBe('Y');
    return {
      q1: 'a',
      q2: ['a', 'c'],
      q3: 'I teach sales.',
      q4: 4,
      q5: { a: 9, b: 7.5 },
      q6: [(photo.data as { uploadId: number }).uploadId],
      q7: ['b', 'a', 'c'],
      q8: 'Sales',
      q9: ['Negotiation', 'Excel'],
      q10: (signature.data as { uploadId: number }).uploadId,
      q11: '2024-03-01',
      q12: '09:30',
      q13: 'female',
      q14: '26to35',
      q15: 'lin@example.com',
    };
  }

  it('lists the enterprise questionnaires with their states, and mine', async () => {
    const all = await call('/v1/questionnaire/list', { pageSize: 50 });
    const list = (all.data as { list: { id: number; state: string; submitted: boolean }[] }).list;
    expect(list.find((q) => q.id === ids.future)?.state).toBe('not_started');
    expect(list.find((q) => q.id === ids.ended)?.state).toBe('ended');
    expect(list.find((q) => q.id === ids.security)).toMatchObject({ state: 'open', submitted: true });
    expect(list.some((q) => q.id === ids.hub)).toBe(false);
    const mine = await call('/v1/questionnaire/list', { scope: 'mine', pageSize: 50 });
    expect((mine.data as { list: { id: number }[] }).list.map((q) => q.id).sort()).toEqual(
      [ids.security!, ids.ended!].sort(),
    );
  });

  it('shows the questions in the caller language; a visitor sees only the public face', async () => {
    const zh = (await call('/v1/questionnaire/detail', { id: ids.every! }, learner, 'zh_hant')).data as {
      title: string;
      questions: { title: string }[];
    };
    expect(zh.title).toBe('職場調查：全部題型');
    expect(zh.questions).toHaveLength(15);
    const visitor = await call('/v1/questionnaire/detail', { id: ids.every! }, null);
    expect(visitor.status, visitor.msg).toBe('Y');
    expect(visitor.data).toMatchObject({ questions: [], canSubmit: false, refusal: 'sign_in' });
    const other = await call('/v1/questionnaire/detail', { id: ids.hub! });
    expect(other.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('keeps an answer of every type, images by address, and shows it back to its author', async () => {
    const answers = await everyTypeAnswers();
    const result = await submit(ids.every!, answers);
    expect(result.status, result.msg).toBe('Y');
    expect(await t.db.selectFrom('questionnaire_uploads').selectAll().execute()).toEqual([]);
    const mine = (await call('/v1/questionnaire/my-answers', { id: ids.every! })).data as {
      submissions: { answers: Record<string, unknown>; submittedAt: number }[];
    };
    expect(mine.submissions).toHaveLength(1);
    expect(mine.submissions[0]!.answers).toMatchObject({ q1: 'a', q5: { a: 9, b: 7.5 }, q14: '26to35' });
    expect(mine.submissions[0]!.answers.q10).toMatch(/^\/media\/1\/questionnaire\/[0-9a-f]{32}\.png$/);
    expect(await questionnairesDone(forTenant(t.db, 1), Number(learner.userid), [ids.every!, ids.vote!])).toEqual(
      new Set([ids.every]),
    );
  });

  it('refuses each broken rule with the problem of each question, in the caller language', async () => {
    const good = await everyTypeAnswers();
    const bad = {
      ...good,
      q1: undefined,
      q2: ['a'],
      q3: 'x'.repeat(101),
      q5: { a: 11, b: -1 },
      q7: undefined,
      q10: undefined,
      q15: 'not-an-email',
    };
    const body = await submit(ids.every!, bad, learner, 'zh_cn');
    expect(body.code).toBe(ErrorCode.QUESTIONNAIRE_ANSWERS_INVALID);
    expect(body.msg).toBe('部分答案不符合要求，请检查后再提交');
    expect((body.data as { problems: unknown[] }).problems).toEqual([
      { questionId: 'q1', problem: 'required', missing: 'select' },
      { questionId: 'q2', problem: 'minChoices', limit: 2 },
      { questionId: 'q3', problem: 'tooLong', limit: 100 },
      { questionId: 'q5', problem: 'scoreRange', optionId: 'a', min: 0, max: 10 },
      { questionId: 'q5', problem: 'scoreRange', optionId: 'b', min: 0, max: 10 },
      { questionId: 'q7', problem: 'required', missing: 'sort' },
      { questionId: 'q10', problem: 'required', missing: 'signature' },
      { questionId: 'q15', problem: 'email' },
    ]);
    const tooMany = await submit(ids.every!, { ...good, q2: ['a', 'b', 'c', 'd'] });
    expect((tooMany.data as { problems: unknown[] }).problems).toEqual([
      { questionId: 'q2', problem: 'maxChoices', limit: 3 },
    ]);
    // Someone else's upload, an unknown option: refused, and nothing was kept.
    const sales = await t.login('sales');
    const theirs = (await uploadImage(t, ids.every!, PNG_1PX, sales)).data as { uploadId: number };
    const stolen = await submit(ids.every!, { ...good, q10: theirs.uploadId, q1: 'z' });
    expect((stolen.data as { problems: unknown[] }).problems).toEqual([{ questionId: 'q1', problem: 'invalid' }]);
    const stolenOnly = await submit(ids.every!, { ...good, q10: theirs.uploadId });
    expect((stolenOnly.data as { problems: unknown[] }).problems).toEqual([{ questionId: 'q10', problem: 'invalid' }]);
    const kept = await t.db
      .selectFrom('questionnaire_submissions')
      .select('id')
      .where('questionnaire_id', '=', ids.every!)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('refuses a closed questionnaire and a second submission of a once-only one', async () => {
    for (const id of [ids.future!, ids.ended!]) {
      const body = await submit(id, { s1: 'a', p1: 'a' });
      expect(body.code).toBe(ErrorCode.QUESTIONNAIRE_CLOSED);
    }
    const again = await submit(ids.security!, { s1: 'b' }, learner, 'zh_hant');
    expect(again.code).toBe(ErrorCode.QUESTIONNAIRE_ONCE_ONLY);
    expect(again.msg).toBe('此問卷只能提交一次，你已提交過');
    expect((await call('/v1/questionnaire/detail', { id: ids.security! })).data).toMatchObject({
      canSubmit: false,
      refusal: 'once_only',
    });
  });

  it('counts a once-only vote once under a burst of clicks, and shows live counts', async () => {
    const before = (await call('/v1/questionnaire/counts', { id: ids.poll! })).data as {
      counts: Record<string, Record<string, number>>;
    };
    expect(before.counts).toEqual({});
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(ids.poll!, { p1: 'b' })));
    expect(results.filter((r) => r.status === 'Y')).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.QUESTIONNAIRE_ONCE_ONLY)).toHaveLength(4);
    const after = (await call('/v1/questionnaire/counts', { id: ids.poll! })).data as {
      participants: number;
      counts: Record<string, Record<string, number>>;
    };
    expect(after).toEqual({ participants: 1, counts: { p1: { b: 1 } } });
    const vote = await submit(ids.vote!, { v1: 'c' });
    expect((vote.data as { counts: unknown }).counts).toEqual({ v1: { a: 2, b: 1, c: 1 } });
  });

  it('takes images only: type read from the bytes, within 5 MB, while open', async () => {
    const text = await uploadImage(t, ids.every!, Buffer.from('<svg onload=alert(1)>'), learner);
    expect(text.code).toBe(ErrorCode.UPLOAD_TYPE_NOT_ALLOWED);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await uploadImage(t, ids.every!, big, learner);
    expect(large.code).toBe(ErrorCode.UPLOAD_TOO_LARGE);
    const closed = await uploadImage(t, ids.ended!, PNG_1PX, learner);
    expect(closed.code).toBe(ErrorCode.QUESTIONNAIRE_CLOSED);
  });
});
