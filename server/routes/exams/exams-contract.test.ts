import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  attachmentRefSchema,
  examListSchema,
  examPaperSchema,
  examResultSchema,
  examTransitionSchema,
  faceResultSchema,
  resultDetailSchema,
  saveAnswersSchema,
  startAttemptSchema,
  submitResultSchema,
  switchResultSchema,
} from '../../../protocol';
import { encodePng } from '../../providers/face/face-test-images';
import { PNG_1PX, upload } from '../profile/profile-test-helpers';
import { DEVICE, examHarness, type ExamHarness } from './exam-test-helpers';

/** The portal parses every answer with the contract's schemas: each call's data must pass them as is. */
let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

const ok = async (body: Promise<{ status: string; msg: string; data: unknown }>) => {
  const envelope = await body;
  expect(envelope.status, envelope.msg).toBe('Y');
  return envelope.data;
};

describe('responses match the contract', () => {
  it('list, transition, start, paper, save, attachment, switch, submit, result and detail', async () => {
    examListSchema.parse(
      await ok(h.call('apiExamnew/getExamList', { tab: 'all', kind: '', keyword: '', page: 1, pageSize: 50 })),
    );
    for (const name of [
      'Exam demo: all question types',
      'Exam demo: make-up',
      'Exam demo: essays to grade',
      'Exam demo: not started',
      'Exam demo: ended',
    ]) {
      examTransitionSchema.parse(await ok(h.call('/v1/exam/transition', { examId: await h.examId(name) })));
      examResultSchema.parse(await ok(h.call('/v1/exam/result', { examId: await h.examId(name) })));
    }
    const examId = await h.examId('Exam demo: all question types');
    const started = startAttemptSchema.parse(
      await ok(h.call('/v1/exam/attempt/start', { examId, deviceId: DEVICE }, 'POST')),
    );
    const attemptId = started.attemptId;
    const file = attachmentRefSchema.parse(
      (
        await upload(
          h.t,
          '/v1/exam/attempt/attachment',
          { attemptId: String(attemptId) },
          { data: PNG_1PX, name: 'a.png' },
          { ...h.who },
        )
      ).body.data,
    );
    const paper = examPaperSchema.parse(await ok(h.call('apiExamnew/getExamQuestion', { attemptId })));
    const answers = paper.questions.map((q) => ({
      questionId: q.id,
      values: q.type === 'essay' ? ['text'] : q.type === 'fill' ? ['a', 'b'] : q.type === 'judge' ? ['T'] : ['A'],
      attachmentIds: q.type === 'essay' ? [file.id] : [],
      seq: 1,
    }));
    saveAnswersSchema.parse(
      await ok(h.call('/v1/exam/attempt/save', { attemptId, answers: JSON.stringify(answers) }, 'POST')),
    );
    examPaperSchema.parse(await ok(h.call('apiExamnew/getExamQuestion', { attemptId })));
    switchResultSchema.parse(await ok(h.call('/v1/exam/attempt/switch', { attemptId, seq: 1 }, 'POST')));
    submitResultSchema.parse(await ok(h.call('/v1/exam/attempt/submit', { attemptId, answers: '' }, 'POST')));
    resultDetailSchema.parse(await ok(h.call('/v1/exam/result/detail', { attemptId })));
    examResultSchema.parse(await ok(h.call('/v1/exam/result', { examId })));

    const face = await h.start('Exam demo: face check');
    const frame = encodePng(16, 16, () => [0, 0, 0]);
    faceResultSchema.parse(
      (
        await upload(
          h.t,
          '/v1/exam/attempt/face',
          { attemptId: String(face.attemptId) },
          { data: frame, name: 'f.png' },
          { ...h.who },
        )
      ).body.data,
    );
  });
});
