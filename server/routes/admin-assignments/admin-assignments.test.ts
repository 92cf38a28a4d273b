import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  caller,
  courseIdOf,
  departmentIdOf,
  examIdOf,
  freshActivity,
  freshExam,
  freshTraining,
  learnerTrail,
  userIdOf,
  type Who,
} from './admin-assignments-test-helpers';

const DAY = 24 * 3_600_000;

/** Issue 27 item 4: assigning courses, exams, trainings and activities to an audience (decision 0055). */
describe('administrators’ assignments', () => {
  let t: TestApp;
  let admin: Who;
  let learner: Who;
  let call: ReturnType<typeof caller>;
  let field: number;
  let north: number;
  let lin: number;
  let chen: number;
  let olivia: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    learner = await t.login('learner');
    call = caller(t);
    field = await departmentIdOf(t, 'Installation Crew');
    north = await departmentIdOf(t, 'Installation Crew East');
    lin = await userIdOf(t, 'crewlin');
    chen = await userIdOf(t, 'crewchen');
    olivia = await userIdOf(t, 'crewolivia');
  });
  afterAll(async () => t.close());

  it('refuses every call to a learner', async () => {
    const examId = await examIdOf(t, 'Installation quiz');
    const dueAt = t.clock.now() + 7 * DAY;
    for (const [name, params, method] of [
      ['items', { kind: 'exam' }, 'GET'],
      ['members', {}, 'GET'],
      ['audience-options', {}, 'GET'],
      ['preview', { departmentIds: [field] }, 'POST'],
      ['create', { kind: 'exam', refId: examId, dueAt, departmentIds: [field] }, 'POST'],
      ['list', {}, 'GET'],
      ['purchasable', {}, 'GET'],
      ['purchase', { courseId: 1, userIds: [lin], requestId: 'learner-try-1' }, 'POST'],
      ['purchases', {}, 'GET'],
    ] as const) {
      const body = await call(name, params, learner, method);
      expect(body.status, name).toBe('N');
      expect(body.code, name).toBe(ErrorCode.FORBIDDEN);
    }
    expect(await t.db.selectFrom('admin_assignments').select('id').where('ref_id', '=', examId).execute()).toEqual([]);
  });

  it('resolves an audience: a department with its sub-departments, posts and members, each learner once', async () => {
    const dept = await call('preview', { departmentIds: [field] }, admin);
    expect(dept.data).toMatchObject({ learners: 3 });
    const child = await call('preview', { departmentIds: [north] }, admin);
    expect(child.data).toMatchObject({ learners: 2 });
    const mixed = await call('preview', { departmentIds: [north], posts: ['Installer'], userIds: [olivia] }, admin);
    expect(mixed.data).toMatchObject({ learners: 3 });
    const options = await call('audience-options', {}, admin, 'GET');
    const departments = (options.data as { departments: Array<{ id: number; parentId: number | null }> }).departments;
    expect(departments.find((d) => d.id === north)?.parentId).toBe(field);
    const members = await call('members', { keyword: 'olivia' }, admin, 'GET');
    expect((members.data as { list: Array<{ id: number; department: string }> }).list).toEqual([
      expect.objectContaining({ id: olivia, department: 'Installation Crew East', post: 'Dispatcher' }),
    ]);
    const empty = await call('preview', { posts: ['Nobody holds this post'] }, admin);
    expect(empty.code).toBe(ErrorCode.ASSIGN_AUDIENCE_EMPTY);
    expect((await call('preview', {}, admin)).code).toBe(ErrorCode.ASSIGN_AUDIENCE_EMPTY);
  });

  it('assigns an exam to a department: each learner gets the task, a message and the examtask red point', async () => {
    const examId = await freshExam(t, 'Exam for the department');
    const dueAt = t.clock.now() + 7 * DAY;
    const made = await call('create', { kind: 'exam', refId: examId, dueAt, departmentIds: [field] }, admin);
    expect(made.status, made.msg).toBe('Y');
    expect(made.data).toMatchObject({ created: true, learners: 3, newlyAssigned: 3, full: 0 });
    for (const userId of [lin, chen, olivia]) {
      const trail = await learnerTrail(t, userId, {
        taskKind: 'exam',
        refId: examId,
        messageKind: 'exam_assigned',
        redPoint: 'examtask',
      });
      expect(trail).toEqual({ tasks: 1, messages: 1, redPoints: 1 });
    }
    // The member sees it in the exam tab's source: the exam's audience and the task's due date.
    const task = await t.db
      .selectFrom('task_assignments')
      .select('due_at')
      .where('user_id', '=', olivia)
      .where('kind', '=', 'exam')
      .where('ref_id', '=', examId)
      .executeTakeFirstOrThrow();
    expect(Number(task.due_at)).toBe(dueAt);
    const list = await call('list', { kind: 'exam' }, admin, 'GET');
    const row = (list.data as { list: Array<Record<string, unknown>> }).list.find((r) => r.refId === examId);
    expect(row).toMatchObject({
      title: 'Exam for the department',
      learners: 3,
      completed: 0,
      dueAt,
      createdBy: expect.any(String),
      audience: { members: 0, departments: ['Installation Crew'], posts: [] },
    });
  });

  it('assigning the same again changes nothing; another deadline reuses the learners’ tasks and messages', async () => {
    const examId = await freshExam(t, 'Exam assigned twice');
    const dueAt = t.clock.now() + 7 * DAY;
    const params = { kind: 'exam', refId: examId, dueAt, userIds: [lin, chen] };
    const first = await call('create', params, admin);
    const again = await call('create', params, admin);
    expect(again.data).toMatchObject({ id: first.data!.id, created: false, learners: 2, newlyAssigned: 0 });
    const later = await call('create', { ...params, dueAt: dueAt + DAY, userIds: [lin, chen, olivia] }, admin);
    expect(later.data).toMatchObject({ created: true, learners: 3, newlyAssigned: 1 });
    for (const userId of [lin, chen, olivia])
      expect(
        await learnerTrail(t, userId, {
          taskKind: 'exam',
          refId: examId,
          messageKind: 'exam_assigned',
          redPoint: 'examtask',
        }),
      ).toEqual({ tasks: 1, messages: 1, redPoints: 1 });
    expect(await t.db.selectFrom('admin_assignments').select('id').where('ref_id', '=', examId).execute()).toHaveLength(
      2,
    );
  });

  it('a double submit at the same moment makes one assignment and one task and message per learner', async () => {
    const examId = await freshExam(t, 'Exam double submit');
    const params = { kind: 'exam', refId: examId, dueAt: t.clock.now() + 7 * DAY, departmentIds: [field] };
    const answers = await Promise.all([call('create', params, admin), call('create', params, admin)]);
    expect(answers.map((a) => a.status)).toEqual(['Y', 'Y']);
    expect(answers.map((a) => a.data!.created).sort()).toEqual([false, true]);
    expect(answers[0]!.data!.id).toBe(answers[1]!.data!.id);
    const rows = await t.db.selectFrom('admin_assignments').select('id').where('ref_id', '=', examId).execute();
    expect(rows).toHaveLength(1);
    const learners = await t.db
      .selectFrom('admin_assignment_learners')
      .select('user_id')
      .where('assignment_id', '=', rows[0]!.id)
      .execute();
    expect(learners).toHaveLength(3);
    for (const userId of [lin, chen, olivia])
      expect(
        await learnerTrail(t, userId, {
          taskKind: 'exam',
          refId: examId,
          messageKind: 'exam_assigned',
          redPoint: 'examtask',
        }),
      ).toEqual({ tasks: 1, messages: 1, redPoints: 1 });
  });

  it('refuses a deadline in the past or too far ahead, and a closed item, writing nothing', async () => {
    const examId = await freshExam(t, 'Exam with a bad deadline');
    const now = t.clock.now();
    const past = await call('create', { kind: 'exam', refId: examId, dueAt: now - 1000, userIds: [lin] }, admin);
    expect(past).toMatchObject({ status: 'N', code: ErrorCode.ASSIGN_DEADLINE_PAST });
    expect(past.msg).toMatch(/future/);
    const far = await call('create', { kind: 'exam', refId: examId, dueAt: now + 800 * DAY, userIds: [lin] }, admin);
    expect(far.code).toBe(ErrorCode.ASSIGN_DEADLINE_TOO_FAR);
    await t.db
      .updateTable('exams')
      .set({ closes_at: now - 1 })
      .where('id', '=', examId)
      .execute();
    const closed = await call('create', { kind: 'exam', refId: examId, dueAt: now + DAY, userIds: [lin] }, admin);
    expect(closed.code).toBe(ErrorCode.ASSIGN_ITEM_CLOSED);
    expect(await t.db.selectFrom('admin_assignments').select('id').where('ref_id', '=', examId).execute()).toEqual([]);
    expect(
      await learnerTrail(t, lin, {
        taskKind: 'exam',
        refId: examId,
        messageKind: 'exam_assigned',
        redPoint: 'examtask',
      }),
    ).toEqual({ tasks: 0, messages: 0, redPoints: 0 });
  });

  it('refuses another enterprise’s members, departments and items as not found, writing nothing', async () => {
    const examId = await freshExam(t, 'Exam for tenant checks');
    const dueAt = t.clock.now() + DAY;
    const foreignUser = await userIdOf(t, 'visitor', 2);
    const foreignDept = await departmentIdOf(t, 'Members', 2);
    const foreignExam = await examIdOf(t, 'Open Hub exam demo', 2);
    for (const params of [
      { kind: 'exam', refId: examId, dueAt, userIds: [lin, foreignUser] },
      { kind: 'exam', refId: examId, dueAt, departmentIds: [foreignDept] },
      { kind: 'exam', refId: foreignExam, dueAt, userIds: [lin] },
    ]) {
      const body = await call('create', params, admin);
      expect(body.code, JSON.stringify(params)).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await call('preview', { userIds: [foreignUser] }, admin)).code).toBe(ErrorCode.NOT_FOUND);
    const purchase = await call(
      'purchase',
      { courseId: await courseIdOf(t, 'Strategy for directors'), userIds: [foreignUser], requestId: 'foreign-1234' },
      admin,
    );
    expect(purchase.code).toBe(ErrorCode.NOT_FOUND);
    expect(
      await t.db.selectFrom('admin_assignments').select('id').where('ref_id', 'in', [examId, foreignExam]).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('exam_audience')
        .select('user_id')
        .where('exam_id', '=', foreignExam)
        .where('user_id', '=', lin)
        .execute(),
    ).toEqual([]);
  });

  it('assigns a course (coursetask), a training (traintask) and an activity (trainingtask), once each', async () => {
    const dueAt = t.clock.now() + 14 * DAY;
    const courseId = await courseIdOf(t, 'Strategy for directors');
    const course = await call('create', { kind: 'course', refId: courseId, dueAt, userIds: [olivia] }, admin);
    expect(course.data).toMatchObject({ learners: 1, newlyAssigned: 1 });
    expect(
      await learnerTrail(t, olivia, {
        taskKind: 'course',
        refId: courseId,
        messageKind: 'course_assigned',
        redPoint: 'coursetask',
      }),
    ).toEqual({ tasks: 1, messages: 1, redPoints: 1 });

    const trainingId = await freshTraining(t);
    const training = await call('create', { kind: 'training', refId: trainingId, dueAt, posts: ['Dispatcher'] }, admin);
    expect(training.data).toMatchObject({ learners: 1, newlyAssigned: 1 });
    expect(
      await learnerTrail(t, olivia, { refId: trainingId, messageKind: 'training_planning', redPoint: 'traintask' }),
    ).toEqual({ tasks: 0, messages: 1, redPoints: 1 });

    const activityId = await freshActivity(t, 2);
    const activity = await call(
      'create',
      { kind: 'activity', refId: activityId, dueAt, departmentIds: [field] },
      admin,
    );
    expect(activity.data).toMatchObject({ learners: 3, newlyAssigned: 2, full: 1 });
    const registered = await t.db
      .selectFrom('activity_registrations')
      .select('user_id')
      .where('activity_id', '=', activityId)
      .execute();
    expect(registered).toHaveLength(2);
    for (const { user_id } of registered)
      expect(
        await learnerTrail(t, user_id, {
          refId: activityId,
          messageKind: 'activity_assigned',
          redPoint: 'trainingtask',
        }),
      ).toEqual({ tasks: 0, messages: 1, redPoints: 1 });
    const again = await call('create', { kind: 'activity', refId: activityId, dueAt, departmentIds: [field] }, admin);
    expect(again.data).toMatchObject({ created: false, newlyAssigned: 0, full: 1 });
    const seats = await t.db
      .selectFrom('activities')
      .select('registered')
      .where('id', '=', activityId)
      .executeTakeFirstOrThrow();
    expect(Number(seats.registered)).toBe(2);
  });

  it('shows past assignments with their completion so far (the seeded one: 1 of 3)', async () => {
    const list = await call('list', { kind: 'course', pageSize: 50 }, admin, 'GET');
    const rows = (list.data as { list: Array<Record<string, unknown>> }).list;
    expect(rows.find((r) => r.title === 'Consultative selling')).toMatchObject({ learners: 3, completed: 1 });
    const all = await call('list', { pageSize: 50 }, admin, 'GET');
    const created = (all.data as { list: Array<{ createdAt: number; id: number }> }).list.map((r) => [
      r.createdAt,
      r.id,
    ]);
    expect(created).toEqual([...created].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!));
  });
});
