import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexList, StudyInfo } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type Who = { token: string; userid: string };
let t: TestApp;
let learner: Who;
let hubLearner: Who;
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
  hubLearner = await t.login('learner', 2);
});
afterAll(async () => t.close());

describe('study summary', () => {
  it('reads hours, credits, points and rank from the core tables', async () => {
    const me = await t.db
      .selectFrom('users')
      .selectAll()
      .where('eid', '=', 1)
      .where('account', '=', 'learner')
      .executeTakeFirstOrThrow();
    // Give the learner a known place: two others studied, one more and one less.
    const sales = await t.db
      .selectFrom('users')
      .select('id')
      .where('eid', '=', 1)
      .where('account', '=', 'sales')
      .executeTakeFirstOrThrow();
    const engineer = await t.db
      .selectFrom('users')
      .select('id')
      .where('eid', '=', 1)
      .where('account', '=', 'engineer')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('study_days').where('eid', '=', 1).execute();
    await t.db
      .insertInto('study_days')
      .values([
        { eid: 1, user_id: me.id, day: '2026-01-02', seconds: 5400 },
        { eid: 1, user_id: me.id, day: '2026-01-03', seconds: 1800 },
        { eid: 1, user_id: sales.id, day: '2026-01-02', seconds: 9000 },
        { eid: 1, user_id: engineer.id, day: '2026-01-02', seconds: 600 },
        // Another tenant's study time never counts here.
        { eid: 2, user_id: Number(hubLearner.userid) || 0, day: '2026-01-02', seconds: 99_999 },
      ])
      .execute();
    const { body } = await t.call('apiMy/getMyStudyInfo', {}, { eid: 1, ...learner });
    const info = body.data as StudyInfo;
    expect(info).toMatchObject({
      studySeconds: 7200,
      studyHours: 2,
      credits: me.credit,
      points: me.score,
      rank: 2,
      rankTotal: 3,
    });
    const enrolments = await t.db
      .selectFrom('course_enrolments')
      .select('completed_at')
      .where('eid', '=', 1)
      .where('user_id', '=', me.id)
      .execute();
    expect(info.studyingCount + info.completedCount).toBe(enrolments.length);
  });

  it('needs a signed-in member', async () => {
    const { body } = await t.call('apiMy/getMyStudyInfo', {}, { eid: 1 });
    expect(body.status).toBe('N');
  });
});

describe('index lists', () => {
  it('/index/study lists the learner’s unfinished courses of this enterprise only', async () => {
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('eid', '=', 1)
      .where('account', '=', 'learner')
      .executeTakeFirstOrThrow();
    const open = await t.db
      .selectFrom('course_enrolments as e')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .select('c.title')
      .where('e.user_id', '=', me.id)
      .where('e.completed_at', 'is', null)
      .where('c.status', '=', 'published')
      .execute();
    const list = (await t.call('/v1/home/index-list', { kind: 'study' }, { eid: 1, ...learner })).body
      .data as IndexList;
    expect(list.total).toBe(open.length);
    expect(list.list.map((c) => c.title).sort()).toEqual(
      open
        .map((c) => c.title)
        .sort()
        .slice(0, 12),
    );
    for (const item of list.list) expect(item.progress).toBeGreaterThanOrEqual(0);
    // Aurora is private: its lists are for members (issue 18 item 2); the hub's visitor sees an empty one.
    expect((await t.call('/v1/home/index-list', { kind: 'study' }, { eid: 1 })).body.code).toBe(401);
    const visitor = (await t.call('/v1/home/index-list', { kind: 'study' }, { eid: 2 })).body.data as IndexList;
    expect(visitor.total).toBe(0);
  });

  it('/index/train and /index/activity list the tasks of the caller’s visible task modules', async () => {
    const train = (await t.call('/v1/home/index-list', { kind: 'train' }, { eid: 1, ...learner })).body
      .data as IndexList;
    // Real trainings (issue 22): the learner's running or upcoming ones and those open to everyone.
    expect(train.list.map((i) => i.title)).toEqual([
      'Safety leadership',
      'Open workshop: presenting with confidence',
      'New manager programme',
    ]);
    // Aurora is private: a visitor is not answered at all (issue 18 item 2).
    expect((await t.call('/v1/home/index-list', { kind: 'train' }, { eid: 1 })).body.code).toBe(401);
    const hub = (await t.call('/v1/home/index-list', { kind: 'activity' }, { eid: 2, ...hubLearner })).body
      .data as IndexList;
    expect(hub.list.map((i) => i.title)).toEqual(['Community reading challenge']);
    expect((await t.call('/v1/home/index-list', { kind: 'exam' }, { eid: 1 })).body.status).toBe('N');
  });
});

describe('switches, counts, exam classes, partners', () => {
  it('each enterprise answers its own settings', async () => {
    expect((await t.call('apiHomePage/SwitchingSet', {}, { eid: 1 })).body.data).toEqual({
      showStudyInfo: 'Y',
      showRank: 'Y',
      carouselSeconds: 5,
    });
    expect((await t.call('apiHomePage/SwitchingSet', {}, { eid: 2 })).body.data).toEqual({
      showStudyInfo: 'Y',
      showRank: 'N',
      carouselSeconds: 7,
    });
    expect((await t.call('apiCount/getIsshowCount', {}, { eid: 2 })).body.data).toEqual({ isshow: 'Y' });
    expect((await t.call('apiCount/getIsshowCount/commentDetail', {}, { eid: 2 })).body.data).toEqual({ isshow: 'N' });
  });

  it('exam classes come as a tree in the caller language', async () => {
    const { body } = await t.call('apiSystem/ClassAllData/ExamClass', {}, { eid: 1, ...learner });
    const list = (body.data as { list: Array<{ name: string; children: Array<{ name: string }> }> }).list;
    expect(list.map((n) => n.name)).toEqual(['Compliance', 'Sales certification']);
    expect(list[0]!.children.map((n) => n.name)).toEqual(['Safety', 'Data protection']);
  });

  it('partners by type; another enterprise’s partner is NOT_FOUND', async () => {
    const types = (await t.call('/v1/promote/index/partner-type', {}, { eid: 1, ...learner })).body.data as {
      list: Array<{ id: number; name: string }>;
    };
    expect(types.list.map((x) => x.name)).toEqual(['Training providers', 'Universities']);
    const universities = (
      await t.call('/v1/promote/index/index', { partnerType: types.list[1]!.id }, { eid: 1, ...learner })
    ).body.data as IndexList;
    expect(universities.list.map((p) => p.title)).toEqual(['Harbour University']);
    const hubPartner = await t.db.selectFrom('partners').select('id').where('eid', '=', 2).executeTakeFirstOrThrow();
    expect(
      (await t.call('/v1/promote/index/index', { promote_id: hubPartner.id }, { eid: 1, ...learner })).body.code,
    ).toBe(40400);
    expect(
      ((await t.call('/v1/promote/index/index', { promote_id: hubPartner.id }, { eid: 2 })).body.data as IndexList)
        .total,
    ).toBe(1);
  });
});
