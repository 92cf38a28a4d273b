/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read as loose JSON; their shapes are checked by the call schemas */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type Params, type ResponseEnvelope } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { homeTaskCards, tasksInProgress } from '.';

/** Training projects and the task list (issue 22, decision 0045), against the seeded app. */
let t: TestApp;
type Who = { token: string; userid: string };

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function call(who: Who | null, name: string, params: Params = {}, method: 'GET' | 'POST' = 'GET') {
  const { body } = await t.call(name, params, { method, eid: 1, ...(who ?? { token: '', userid: '' }) });
  return body as ResponseEnvelope & { data: any };
}

async function trainingId(english: string): Promise<number> {
  const rows = await t.db.selectFrom('trainings').select(['id', 'names']).execute();
  const row = rows.find((r) => (JSON.parse(r.names) as { en_us: string }).en_us === english);
  if (!row) throw new Error(`no training ${english}`);
  return row.id;
}

async function userId(account: string): Promise<number> {
  return (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('eid', '=', 1)
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).id;
}

/** Pass the trainee's one-question drill quiz through the exams area's own calls. */
async function passDrillQuiz(who: Who) {
  const exam = await t.db
    .selectFrom('exams')
    .select('id')
    .where('name', '=', 'Training drill quiz')
    .executeTakeFirstOrThrow();
  const start = await call(who, '/v1/exam/attempt/start', { examId: exam.id, deviceId: 'device-train-0001' }, 'POST');
  expect(start.status, start.msg).toBe('Y');
  const q = await t.db
    .selectFrom('exam_questions')
    .select('question_id')
    .where('exam_id', '=', exam.id)
    .executeTakeFirstOrThrow();
  const answers = JSON.stringify([{ questionId: q.question_id, values: ['T'], seq: 1 }]);
  const done = await call(who, '/v1/exam/attempt/submit', { attemptId: start.data.attemptId, answers }, 'POST');
  expect(done.status, done.msg).toBe('Y');
  expect(done.data.passed).toBe(true);
}

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

describe('enrolment and assignments make messages and red points', () => {
  it('enrols by an administrator once: one trainingPlanning message and the traintask red point', async () => {
    const admin = await t.login('admin', 1);
    const sales = await t.login('sales', 1);
    const id = await trainingId('Stage unlock drill');
    const uid = await userId('sales');
    const first = await call(admin, 'training/assign', { id, userIds: [uid] }, 'POST');
    const again = await call(admin, 'training/assign', { id, userIds: [uid] }, 'POST');
    expect(first.status, first.msg).toBe('Y');
    expect([first.data.enrolled, again.data.enrolled]).toEqual([1, 0]);
    const messages = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', uid)
      .where('kind', '=', 'training_planning')
      .execute();
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.params)).toMatchObject({ trainId: id, 'trainName:en_us': 'Stage unlock drill' });
    const state = await call(sales, '/v1/message/state');
    expect(state.data.redPoints.traintask).toBe(1);
    await call(sales, '/v1/message/red-point/seen', { kind: 'traintask' }, 'POST');
    expect((await call(sales, '/v1/message/state')).data.redPoints.traintask).toBe(0);
    expect((await call(sales, 'training/assign', { id, userIds: [uid] }, 'POST')).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('lets a learner join an open training but not a listed one', async () => {
    const learner = await t.login('learner', 1);
    const open = await trainingId('Open workshop: presenting with confidence');
    expect((await call(learner, 'training/enrol', { id: open }, 'POST')).data.enrolled).toBe(true);
    expect((await call(learner, 'training/enrol', { id: open }, 'POST')).data.enrolled).toBe(false);
    const sales = await t.login('sales', 1);
    expect((await call(sales, 'training/enrol', { id: await trainingId('Stage unlock drill') }, 'POST')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('assigns an exam: audience, examtask red point and one message; the course tab lists due dates', async () => {
    const admin = await t.login('admin', 1);
    const trainee = await t.login('trainee', 1);
    const uid = await userId('trainee');
    const exam = await t.db
      .selectFrom('exams')
      .select('id')
      .where('name', '=', 'Exam demo: objective quiz')
      .executeTakeFirstOrThrow();
    const dueAt = Date.now() + 86_400_000;
    expect(
      (await call(admin, 'task/assign-exam', { examId: exam.id, userIds: [uid], dueAt }, 'POST')).data.assigned,
    ).toBe(1);
    expect((await call(admin, 'task/assign-exam', { examId: exam.id, userIds: [uid] }, 'POST')).data.assigned).toBe(0);
    expect((await call(trainee, '/v1/message/state')).data.redPoints.examtask).toBe(1);
    const sent = await t.db
      .selectFrom('messages')
      .select('kind')
      .where('user_id', '=', uid)
      .where('kind', '=', 'exam_assigned')
      .execute();
    expect(sent).toHaveLength(1);

    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', 1)
      .where('title', '=', 'Consultative selling')
      .executeTakeFirstOrThrow();
    await call(admin, '/v1/admin/course/assign', { userId: uid, courseId: course.id, dueAt }, 'POST');
    const tab = await call(trainee, 'task/courses');
    expect(tab.data.list[0]).toMatchObject({ courseId: course.id, dueAt, state: 'not_started', progress: 0 });
    expect((await call(trainee, '/v1/message/state')).data.redPoints.coursetask).toBe(1);
    const counts = await tasksInProgress(forTenant(t.db, 1), uid);
    expect(counts).toMatchObject({ courses: 1, exams: 1, trainings: 1 });
  });

  it('shows learner assigned courses by state, overdue included', async () => {
    const learner = await t.login('learner', 1);
    const all = await call(learner, 'task/courses', { pageSize: 50 });
    expect(all.data.total).toBe(3);
    const overdue = await call(learner, 'task/courses', { state: 'overdue' });
    expect(overdue.data.list.map((c: any) => c.title)).toEqual(['Warehouse safety basics']);
  });
});

describe('home', () => {
  it("fills the home task module with the learner's unfinished assigned courses, exams and trainings", async () => {
    const uid = await userId('learner');
    const page = await homeTaskCards(forTenant(t.db, 1), {
      userId: uid,
      language: 'en_us',
      now: Date.now(),
      limit: 50,
      offset: 0,
    });
    const titles = page.list.map((c) => c.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Warehouse safety basics', 'Exam demo: objective quiz', 'New manager programme']),
    );
    expect(titles).not.toContain('Onboarding basics');
    expect(page.list[0]!.title).toBe('Warehouse safety basics'); // overdue: the soonest due first
  });
});

describe('administrators create trainings', () => {
  const draft = (refId: number) => ({
    names: { en_us: 'Created <b>training</b>', zh_cn: '新建培训' },
    descriptions: { en_us: 'Line one\nline two' },
    startsAt: Date.now() - 1000,
    endsAt: Date.now() + 86_400_000,
    venue: 'Room 9',
    seatRows: 2,
    seatCols: 2,
    stages: [{ names: { en_us: 'Only stage' }, items: [{ kind: 'course', refId, names: { en_us: 'A course' } }] }],
  });

  it('creates a training with its stages; refuses learners, foreign items and bad windows', async () => {
    const admin = await t.login('admin', 1);
    const course = await t.db.selectFrom('courses').select('id').where('eid', '=', 1).executeTakeFirstOrThrow();
    const made = await call(admin, 'training/create', { training: JSON.stringify(draft(course.id)) }, 'POST');
    expect(made.status, made.msg).toBe('Y');
    const uid = await userId('trainee');
    await call(admin, 'training/assign', { id: made.data.id, userIds: [uid] }, 'POST');
    const trainee = await t.login('trainee', 1);
    const detail = (await call(trainee, 'training/detail', { id: made.data.id })).data;
    expect(detail).toMatchObject({ name: 'Created <b>training</b>', hasSeats: true, stageCount: 1 });

    const foreign = await t.db.selectFrom('courses').select('id').where('eid', '=', 2).executeTakeFirstOrThrow();
    expect((await call(admin, 'training/create', { training: JSON.stringify(draft(foreign.id)) }, 'POST')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const backwards = { ...draft(course.id), endsAt: Date.now() - 5000 };
    expect((await call(admin, 'training/create', { training: JSON.stringify(backwards) }, 'POST')).code).toBe(
      ErrorCode.INVALID_INPUT,
    );
    expect((await call(admin, 'training/create', { training: '{not json' }, 'POST')).code).toBe(
      ErrorCode.INVALID_INPUT,
    );
    expect((await call(trainee, 'training/create', { training: JSON.stringify(draft(course.id)) }, 'POST')).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });
});
