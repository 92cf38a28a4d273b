import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, LECTURER_LIMITS, type ResponseEnvelope } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

type Caller = (call: string, params?: Record<string, string | number>) => Promise<ResponseEnvelope>;
async function as(account: string, eid = 1): Promise<Caller> {
  const session = await t.login(account, eid);
  return async (call, params = {}) => {
    const method = /booking\/(create|cancel|confirm|complete|evaluate)|setTeacher|teacherAdd/.test(call)
      ? 'POST'
      : 'GET';
    const stringified = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return (await t.call(call, stringified, { ...session, eid, method })).body;
  };
}
const data = <T>(body: ResponseEnvelope) => {
  expect(body, body.msg).toMatchObject({ status: 'Y' });
  return body.data as T;
};

describe('apiTeacher list, detail, category, dimension', () => {
  it('lists lecturers of each type, searches by keyword and filters by type', async () => {
    const learner = await as('learner');
    const all = data<{ total: number; list: { id: number; type: string; name: string; labels: string[] }[] }>(
      await learner('apiTeacher/list'),
    );
    expect(all.total).toBe(6);
    expect(new Set(all.list.map((l) => l.type))).toEqual(new Set(['internal', 'external', 'public']));
    const found = data<{ list: { name: string }[] }>(await learner('apiTeacher/list', { keyword: 'helen' }));
    expect(found.list.map((l) => l.name)).toEqual(['Dr. Helen Park']);
    const external = data<{ total: number }>(await learner('apiTeacher/list', { type: 'external' }));
    expect(external.total).toBe(1);
    // A keyword with LIKE's wildcards matches them literally.
    expect(data<{ total: number }>(await learner('apiTeacher/list', { keyword: '%' })).total).toBe(0);
    expect((await learner('apiTeacher/category')).data).toMatchObject({ list: expect.any(Array) });
  });

  it('counts a keyword search one past its cap, so the page can say "more than", and still serves later pages', async () => {
    const learner = await as('learner');
    const cap = LECTURER_LIMITS.searchTotalCap;
    const rows = Array.from({ length: cap + 10 }, (_, i) => ({
      eid: 1,
      name: `Capword lecturer ${i}`,
      type: 'internal',
      headline: 'Capword',
      labels: '[]',
      sort: 1000 + i,
      created_at: t.clock.now(),
    }));
    await t.db.insertInto('lecturers').values(rows).execute();
    const first = data<{ total: number }>(await learner('apiTeacher/list', { keyword: 'capword' }));
    expect(first.total).toBe(cap + 1);
    const pages = Math.ceil((cap + 10) / LECTURER_LIMITS.pageSize);
    const last = data<{ list: unknown[] }>(await learner('apiTeacher/list', { keyword: 'capword', page: pages }));
    expect(last.list.length).toBe(cap + 10 - (pages - 1) * LECTURER_LIMITS.pageSize);
    // Below the cap the total is exact: lecturers 12 and 120–129.
    expect(data<{ total: number }>(await learner('apiTeacher/list', { keyword: 'capword lecturer 12' })).total).toBe(
      11,
    );
  });

  it('shows a lecturer with photos, labels, courses taught, in the caller language; another tenant id is not found', async () => {
    const learner = await as('learner');
    const detail = data<{ photos: string[]; labels: string[]; courses: unknown[]; headline: string }>(
      await learner('apiTeacher/detail', { id: 1 }),
    );
    expect(detail.photos.length).toBeGreaterThan(0);
    expect(detail.photos.length).toBeLessThanOrEqual(10);
    expect(detail.labels.length).toBeLessThanOrEqual(5);
    expect(detail.courses.length).toBeGreaterThan(0);
    expect(detail.headline).toBe('Leadership and coaching');
    expect(await learner('apiTeacher/detail', { id: 11 })).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
  });

  it('rates a dimension once per learner, also under a parallel double click', async () => {
    const learner = await as('learner');
    const dims = data<{ list: { id: number; mine: number }[] }>(
      await learner('apiTeacher/dimension', { teacherId: 2 }),
    );
    const dimensionId = dims.list[0]!.id;
    const params = { teacherId: 2, dimensionId, stars: 4 };
    const [a, b] = await Promise.all([
      learner('apiTeacher/setTeacherDimensionGrade', params),
      learner('apiTeacher/setTeacherDimensionGrade', params),
    ]);
    expect([a.status, b.status].sort()).toEqual(['N', 'Y']);
    expect([a, b].find((r) => r.status === 'N')!.code).toBe(ErrorCode.DUPLICATE_SUBMISSION);
    t.clock.set(t.clock.now() + 60_000);
    expect(await learner('apiTeacher/setTeacherDimensionGrade', { ...params, stars: 1 })).toMatchObject({
      status: 'N',
      code: ErrorCode.LECTURER_ALREADY_RATED,
    });
    const after = data<{ list: { id: number; mine: number; count: number }[] }>(
      await learner('apiTeacher/dimension', { teacherId: 2 }),
    );
    expect(after.list.find((d) => d.id === dimensionId)).toMatchObject({ mine: 4, count: 1 });
    const lecturer = data<{ rating: number; ratingCount: number }>(await learner('apiTeacher/detail', { id: 2 }));
    expect(lecturer).toMatchObject({ rating: 4, ratingCount: 1 });
    // Another enterprise's dimension is not found.
    expect(
      await learner('apiTeacher/setTeacherDimensionGrade', { teacherId: 2, dimensionId: 9999, stars: 3 }),
    ).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });
});

describe('teacherAdd/index', () => {
  const application = {
    requestId: 'apply-req-0001',
    name: 'Lin Xiao',
    introduction: 'I teach product discovery.',
    labels: '["Product"]',
  };

  // The approvals queue's demo learners (apr-*, server/db/seed/admin-approvals-demo.ts) have applications of their own.
  const applicationsOutsideApprovalsDemo = () =>
    t.db
      .selectFrom('lecturer_applications')
      .innerJoin('users', 'users.id', 'lecturer_applications.user_id')
      .select(['lecturer_applications.id', 'lecturer_applications.status'])
      .where('lecturer_applications.eid', '=', 1)
      .where('users.account', 'not like', 'apr-%')
      .execute();

  it('needs a phone and an avatar, then waits for an administrator', async () => {
    const engineer = await as('engineer');
    expect(await engineer('teacherAdd/index', application)).toMatchObject({
      code: ErrorCode.LECTURER_APPLY_NEEDS_PHONE,
    });
    const learner = await as('learner');
    const refused = await learner('teacherAdd/index', application);
    expect(refused).toMatchObject({
      code: ErrorCode.LECTURER_APPLY_NEEDS_AVATAR,
      msg: 'To apply as a lecturer, upload an avatar first',
    });
    expect(await applicationsOutsideApprovalsDemo()).toHaveLength(1);
    await t.db.updateTable('users').set({ image: '/media/avatar.png' }).where('account', '=', 'learner').execute();
    const filed = data<{ status: string }>(await learner('teacherAdd/index', application));
    expect(filed.status).toBe('pending');
    // The same request again answers the same application; a new one while pending changes it.
    expect(data<{ status: string }>(await learner('teacherAdd/index', application)).status).toBe('pending');
    const changed = data<{ status: string; filed: { introduction: string } }>(
      await learner('teacherAdd/index', { ...application, requestId: 'apply-req-0002', introduction: 'Changed' }),
    );
    expect(changed).toMatchObject({ status: 'pending', filed: { introduction: 'Changed' } });
    expect(data<{ status: string }>(await learner('/v1/lecturer/application')).status).toBe('pending');
    const rows = await applicationsOutsideApprovalsDemo();
    expect(rows).toHaveLength(2);
    // A lecturer already (Zhou Min is the sales account) cannot apply.
    await t.db
      .updateTable('users')
      .set({ image: '/media/a.png', phone: '13800000002' })
      .where('account', '=', 'sales')
      .execute();
    const sales = await as('sales');
    expect(await sales('teacherAdd/index', application)).toMatchObject({ code: ErrorCode.LECTURER_ALREADY });
  });

  it('refuses more than 5 labels', async () => {
    const learner = await as('learner');
    const labels = JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await learner('teacherAdd/index', { ...application, labels })).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
    });
  });
});
