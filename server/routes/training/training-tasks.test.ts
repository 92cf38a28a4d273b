/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read as loose JSON; their shapes are checked by the call schemas */
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import type { TestApp } from '../../test-support/test-app';
import { homeTaskCards, tasksInProgress } from '.';
import { useTrainingApp } from './training-test-helpers';

/** Training enrolment, the task list (courses, exams with due dates), home and creation (issue 22, decision 0045), against the seeded app. */
const ctx = useTrainingApp();
const { call, trainingId, userId } = ctx;
let t: TestApp;
beforeEach(() => {
  t = ctx.app();
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
    // The exam tab shows the due date given at assignment.
    const exams = await call(trainee, 'apiExamnew/getExamList', { tab: 'all', pageSize: 50 });
    expect(exams.data.list.find((row: { id: number }) => row.id === exam.id)).toMatchObject({ dueAt });

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
