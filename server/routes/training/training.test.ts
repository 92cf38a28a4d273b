/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read as loose JSON; their shapes are checked by the call schemas */
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { useTrainingApp } from './training-test-helpers';

/** Training projects: states and detail, stages unlocking in order, seats (issue 22, decision 0045), against the seeded app. */
const ctx = useTrainingApp();
const { call, trainingId, userId, passDrillQuiz } = ctx;
let t: TestApp;
beforeEach(() => {
  t = ctx.app();
});

describe('training states and detail', () => {
  it('shows every state of the seeded trainings to learner, and filters by state', async () => {
    const learner = await t.login('learner', 1);
    const all = await call(learner, 'training/mine', { pageSize: 50 });
    expect(all.status, all.msg).toBe('Y');
    const states = Object.fromEntries(all.data.list.map((c: any) => [c.name, c.state]));
    expect(states).toMatchObject({
      'New manager programme': 'in_progress',
      'Safety leadership': 'not_started',
      'Onboarding basics': 'completed',
      'Compliance refresher 2025': 'ended',
      'Retired sales camp': 'archived',
    });
    for (const state of ['in_progress', 'not_started', 'completed', 'ended', 'archived']) {
      const page = await call(learner, 'training/mine', { state, pageSize: 50 });
      expect(page.data.list.every((c: any) => c.state === state)).toBe(true);
      expect(page.data.total).toBeGreaterThanOrEqual(1);
    }
  });

  it('draws stage 1 finished, stage 2 open and stage 3 locked, in the reader language', async () => {
    const learner = await t.login('learner', 1);
    const id = await trainingId('New manager programme');
    const { body } = await t.call('training/detail', { id }, { ...learner, eid: 1, language: 'en_us' } as never);
    const detail = (body as any).data;
    expect(detail.name).toBe('New manager programme');
    expect(detail.stages.map((s: any) => s.state)).toEqual(['finished', 'open', 'locked']);
    expect(detail.hasSeats).toBe(true);
  });

  it('lets a visitor see a training open to everyone, but not a listed one', async () => {
    const open = await call(null, 'training/detail', {
      id: await trainingId('Open workshop: presenting with confidence'),
    });
    expect(open.status, open.msg).toBe('Y');
    expect(open.data.signedIn).toBe(false);
    const listed = await call(null, 'training/detail', { id: await trainingId('New manager programme') });
    expect(listed.code).toBe(ErrorCode.NOT_FOUND);
  });

  it("hides another enterprise's training and refuses learners who are not enrolled", async () => {
    const sales = await t.login('sales', 1);
    const listed = await call(sales, 'training/detail', { id: await trainingId('Stage unlock drill') });
    expect(listed.code).toBe(ErrorCode.NOT_FOUND);
    const hub = await t.login('learner', 2);
    const { body } = await t.call(
      'training/detail',
      { id: await trainingId('New manager programme') },
      { ...hub, eid: 2 },
    );
    expect(body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('stages unlock in order, enforced by the server', () => {
  it('refuses a locked stage item until stage 1 is finished, then opens it', async () => {
    const trainee = await t.login('trainee', 1);
    const id = await trainingId('Stage unlock drill');
    const stages = (await call(trainee, 'training/detail', { id })).data.stages;
    expect(stages.map((s: any) => s.state)).toEqual(['open', 'locked']);
    const locked = await call(trainee, 'training/stage', { id, phaseId: stages[1].id });
    const forged = await call(trainee, 'training/open-item', { id, itemId: locked.data.items[0].id }, 'POST');
    expect(forged.code).toBe(ErrorCode.TRAINING_STAGE_LOCKED);

    await passDrillQuiz(trainee);
    const after = (await call(trainee, 'training/detail', { id })).data;
    expect(after.stages.map((s: any) => s.state)).toEqual(['finished', 'open']);
    const opened = await call(trainee, 'training/open-item', { id, itemId: locked.data.items[0].id }, 'POST');
    expect(opened.status, opened.msg).toBe('Y');
    expect(opened.data.url).toMatch(/^\/course\/\d+$/);
  });

  it('refuses items of a training not started or ended with the spec texts', async () => {
    const learner = await t.login('learner', 1);
    for (const [name, code] of [
      ['Safety leadership', ErrorCode.TRAINING_NOT_STARTED],
      ['Compliance refresher 2025', ErrorCode.TRAINING_ENDED],
      ['Retired sales camp', ErrorCode.TRAINING_ENDED],
    ] as const) {
      const id = await trainingId(name);
      const item = await t.db
        .selectFrom('training_stage_items')
        .select('id')
        .where('training_id', '=', id)
        .executeTakeFirstOrThrow();
      const refused = await call(learner, 'training/open-item', { id, itemId: item.id }, 'POST');
      expect(refused.code, name).toBe(code);
    }
    const { body } = await t.call('training/open-item', { id: await trainingId('Safety leadership'), itemId: 1 }, {
      ...learner,
      eid: 1,
      method: 'POST',
      language: 'en_us',
    } as never);
    expect(body.msg).toBe('The training has not started yet');
  });

  it('records completion when the last stage finishes (the completed state)', async () => {
    const trainee = await t.login('trainee', 1);
    const id = await trainingId('Stage unlock drill');
    const uid = await userId('trainee');
    const course = await t.db
      .selectFrom('training_stage_items')
      .select('ref_id')
      .where('training_id', '=', id)
      .where('kind', '=', 'course')
      .executeTakeFirstOrThrow();
    await passDrillQuiz(trainee);
    await t.db
      .insertInto('course_enrolments')
      .values({
        eid: 1,
        user_id: uid,
        course_id: course.ref_id,
        source: 'self',
        started_at: 1,
        last_studied_at: 1,
        last_chapter_id: null,
        completed_at: 2,
        access_expires_at: null,
      })
      .execute();
    const detail = (await call(trainee, 'training/detail', { id })).data;
    expect(detail.state).toBe('completed');
    expect(detail.progress).toBe(100);
  });
});

describe('seats', () => {
  it('gives a contested seat to exactly one of two concurrent choosers, and one seat per learner', async () => {
    const a = await t.login('seat-a', 1);
    const b = await t.login('seat-b', 1);
    const id = await trainingId('Seat race workshop');
    const [ra, rb] = await Promise.all([
      call(a, 'training/seat', { id, row: 1, seat: 2 }, 'POST'),
      call(b, 'training/seat', { id, row: 1, seat: 2 }, 'POST'),
    ]);
    const codes = [ra.code, rb.code].sort();
    expect(codes).toEqual([0, ErrorCode.TRAINING_SEAT_TAKEN].sort());
    const seats = await t.db.selectFrom('training_seats').selectAll().where('training_id', '=', id).execute();
    expect(seats).toHaveLength(1);
    const winner = ra.code === 0 ? a : b;
    const second = await call(winner, 'training/seat', { id, row: 2, seat: 1 }, 'POST');
    expect(second.code).toBe(ErrorCode.TRAINING_SEAT_ALREADY_CHOSEN);
    const same = await call(winner, 'training/seat', { id, row: 1, seat: 2 }, 'POST');
    expect(same.status, 'a double click keeps the seat').toBe('Y');
  });

  it('refuses seats outside the venue, without a venue, and to learners not enrolled', async () => {
    const a = await t.login('seat-a', 1);
    const id = await trainingId('Seat race workshop');
    expect((await call(a, 'training/seat', { id, row: 3, seat: 1 }, 'POST')).code).toBe(
      ErrorCode.TRAINING_SEAT_INVALID,
    );
    expect((await call(a, 'training/seat', { id, row: 0, seat: 1 }, 'POST')).code).toBe(ErrorCode.INVALID_INPUT);
    const learner = await t.login('learner', 1);
    const open = await trainingId('Open workshop: presenting with confidence');
    expect((await call(learner, 'training/seat', { id: open, row: 1, seat: 1 }, 'POST')).code).toBe(
      ErrorCode.TRAINING_NOT_ENROLLED,
    );
    const noVenue = await trainingId('Onboarding basics');
    expect((await call(learner, 'training/seat', { id: noVenue, row: 1, seat: 1 }, 'POST')).code).toBe(
      ErrorCode.TRAINING_SEAT_INVALID,
    );
    expect(await t.db.selectFrom('training_seats').selectAll().where('training_id', '=', id).execute()).toHaveLength(0);
  });
});
