import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttachmentRef, ExamPaper, FaceResult, ResultDetail, SwitchResult } from '../../../protocol';
import { encodePng } from '../../providers/face/face-test-images';
import { PNG_1PX, upload } from '../profile/profile-test-helpers';
import { examHarness, type ExamHarness } from './exam-test-helpers';

let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

const status = async (attemptId: number) =>
  await h.t.db
    .selectFrom('exam_attempts')
    .select(['status', 'submit_reason'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();

describe('screen switches', () => {
  it('counts each switch once per seq and hands the paper in past the limit', async () => {
    const { attemptId } = await h.start('Exam demo: switch limit');
    const sw = async (seq: number) =>
      (await h.call('/v1/exam/attempt/switch', { attemptId, seq }, 'POST')).data as SwitchResult;
    expect(await sw(1)).toEqual({ count: 1, limit: 2, submitted: false });
    expect(await sw(1)).toEqual({ count: 1, limit: 2, submitted: false });
    expect(await sw(2)).toEqual({ count: 2, limit: 2, submitted: false });
    expect(await sw(3)).toEqual({ count: 3, limit: 2, submitted: true });
    expect(await status(attemptId)).toEqual({ status: 'scored', submit_reason: 'switch_limit' });
    expect(await sw(4)).toMatchObject({ submitted: true });
    expect(await h.call('/v1/exam/attempt/save', { attemptId, answers: '[]' }, 'POST')).toMatchObject({
      status: 'N',
      code: 42509,
    });
  });

  it('does not count switches on an exam without a limit', async () => {
    const { attemptId } = await h.start('Exam demo: objective quiz');
    for (let seq = 1; seq <= 5; seq += 1) await h.call('/v1/exam/attempt/switch', { attemptId, seq }, 'POST');
    expect((await h.call('apiExamnew/getExamQuestion', { attemptId })).data as ExamPaper).toMatchObject({
      status: 'open',
      switchCount: 5,
      switchLimit: 0,
    });
  });
});

describe('face checks', () => {
  const face = encodePng(32, 32, (x, y) => [(x * 8) % 256, (y * 8) % 256, ((x + y) * 4) % 256]);
  const covered = encodePng(32, 32, () => [5, 5, 5]);
  const check = (attemptId: number, data: Buffer) =>
    upload(h.t, '/v1/exam/attempt/face', { attemptId: String(attemptId) }, { data, name: 'frame.png' }, { ...h.who });

  it('records passes and failures and forces the hand-in past the limit', async () => {
    const { attemptId } = await h.start('Exam demo: face check');
    expect((await check(attemptId, face)).body.data).toEqual({
      ok: true,
      reason: null,
      failures: 0,
      limit: 3,
      submitted: false,
    });
    for (let i = 1; i <= 3; i += 1)
      expect((await check(attemptId, covered)).body.data as FaceResult).toMatchObject({
        ok: false,
        reason: 'not_same_person',
        failures: i,
        submitted: false,
      });
    expect((await check(attemptId, covered)).body.data as FaceResult).toMatchObject({
      ok: false,
      failures: 4,
      submitted: true,
    });
    expect(await status(attemptId)).toEqual({ status: 'scored', submit_reason: 'face_limit' });
    expect((await check(attemptId, face)).body).toMatchObject({ status: 'N', code: 42509 });
  });

  it('refuses a face check on an exam without one', async () => {
    const { attemptId } = await h.start('Exam demo: objective quiz');
    expect((await check(attemptId, face)).body).toMatchObject({ status: 'N', code: 42515 });
  });
});

describe('essay attachments', () => {
  it('stores images and documents by their bytes, refuses other bytes, and binds them to the attempt', async () => {
    const { attemptId } = await h.start('Exam demo: all question types');
    const send = (data: Buffer, name: string, id = attemptId) =>
      upload(h.t, '/v1/exam/attempt/attachment', { attemptId: String(id) }, { data, name }, { ...h.who });
    const png = (await send(PNG_1PX, 'drawing.png')).body;
    expect(png.status).toBe('Y');
    expect(png.data as AttachmentRef).toMatchObject({ name: 'drawing.png', mime: 'image/png' });
    const pdf = (await send(Buffer.from('%PDF-1.4\n%demo\n'), '../../notes.pdf')).body.data as AttachmentRef;
    expect(pdf).toMatchObject({ name: 'notes.pdf', mime: 'application/pdf' });
    expect((await send(Buffer.from('#!/bin/sh\necho hi\n'), 'script.pdf')).body).toMatchObject({
      status: 'N',
      code: 42226,
    });

    const questions = await h.paper(attemptId);
    const essay = questions.find((q) => q.type === 'essay')!;
    const single = questions.find((q) => q.type === 'single')!;
    const answer = (attachmentIds: number[], questionId = essay.id) =>
      JSON.stringify([{ questionId, values: ['See the drawing.'], attachmentIds, seq: 1 }]);
    expect(
      (
        await h.call(
          '/v1/exam/attempt/save',
          { attemptId, answers: answer([(png.data as AttachmentRef).id, pdf.id]) },
          'POST',
        )
      ).status,
    ).toBe('Y');
    expect(
      await h.call('/v1/exam/attempt/save', { attemptId, answers: answer([pdf.id], single.id) }, 'POST'),
    ).toMatchObject({ status: 'N', code: 42514 });

    // Another attempt's upload cannot be listed.
    const other = await h.start('Exam demo: objective quiz');
    const foreign = (await send(PNG_1PX, 'x.png', other.attemptId)).body.data as AttachmentRef;
    expect(await h.call('/v1/exam/attempt/save', { attemptId, answers: answer([foreign.id]) }, 'POST')).toMatchObject({
      status: 'N',
      code: 42517,
    });

    const paper = (await h.call('apiExamnew/getExamQuestion', { attemptId })).data as ExamPaper;
    expect(paper.answers.find((a) => a.questionId === essay.id)!.attachments.map((a) => a.name)).toEqual([
      'drawing.png',
      'notes.pdf',
    ]);
    await h.call(
      '/v1/exam/attempt/submit',
      { attemptId, answers: JSON.stringify([{ questionId: single.id, values: ['A'], seq: 2 }]) },
      'POST',
    );
    const detail = (await h.call('/v1/exam/result/detail', { attemptId })).data as ResultDetail;
    expect(detail.questions.find((q) => q.id === essay.id)!.attachments).toHaveLength(2);
  });
});
