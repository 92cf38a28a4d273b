import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { activitiesDone } from './index';
import { activityId, caller, openActivity, type Who } from './activity-test-helpers';

/** Issue 23 item 1: activities' states, registration with a capacity, sign-in and sign-out windows. */
describe('activities', () => {
  let t: TestApp;
  let learner: Who;
  let admin: Who;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await t.login('learner');
    admin = await t.login('admin');
    call = caller(t);
  });
  afterAll(async () => t.close());

  it('lists the seeded activities in every state, newest first, and the learner’s own', async () => {
    const all = await call('list', { pageSize: 50 }, learner, 'GET');
    expect(all.status, all.msg).toBe('Y');
    const list = (all.data as { list: Array<Record<string, string>> }).list;
    const states = new Set(list.map((a) => `${a.phase}/${a.registrationPhase}/${a.personal}`));
    for (const expected of [
      'not_started/ongoing/applied',
      'not_started/not_started/none',
      'ongoing/ongoing/signed_in',
      'ongoing/over/signed_out',
      'ended/over/completed',
      'ended/over/applied',
    ])
      expect(states).toContain(expected);
    const starts = list.map((a) => Number(a.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const mine = await call('list', { scope: 'mine', pageSize: 50 }, learner, 'GET');
    const mineList = (mine.data as { list: Array<{ personal: string }>; total: number }).list;
    expect(mineList.length).toBeGreaterThan(0);
    expect(mineList.every((a) => a.personal !== 'none')).toBe(true);
    const ended = await call('list', { phase: 'ended', pageSize: 50 }, learner, 'GET');
    expect((ended.data as { list: Array<{ phase: string }> }).list.every((a) => a.phase === 'ended')).toBe(true);
  });

  it('shows the detail to a visitor who is not signed in, with nothing to do but sign in', async () => {
    const id = await activityId(t, 'Design Thinking Workshop');
    const detail = await call('detail', { id }, undefined, 'GET');
    expect(detail.status, detail.msg).toBe('Y');
    expect(detail.data).toMatchObject({
      signedIn: false,
      canRegister: false,
      personal: 'none',
      registrationPhase: 'not_started',
    });
    expect((await call('detail', { id: 999_999 }, undefined, 'GET')).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('registers once (double click), cancels before the start, and registers again', async () => {
    const now = t.clock.now();
    const id = await openActivity(t, { start_at: now + 3_600_000, end_at: now + 7_200_000 });
    const [a, b] = await Promise.all([call('register', { id }, learner), call('register', { id }, learner)]);
    expect([a.status, b.status]).toEqual(['Y', 'Y']);
    const rows = await t.db.selectFrom('activity_registrations').selectAll().where('activity_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(
      (await t.db.selectFrom('activities').select('registered').where('id', '=', id).executeTakeFirstOrThrow())
        .registered,
    ).toBe(1);
    const cancelled = await call('cancel', { id }, learner);
    expect(cancelled.data).toMatchObject({ personal: 'none', registered: 0 });
    expect((await call('cancel', { id }, learner)).code).toBe(ErrorCode.ACTIVITY_NOT_REGISTERED);
    const again = await call('register', { id }, learner);
    expect(again.data).toMatchObject({ personal: 'applied', registered: 1 });
  });

  it('refuses registration outside its window, in the caller’s language', async () => {
    const id = await activityId(t, 'Design Thinking Workshop');
    const refused = await call('register', { id }, learner);
    expect(refused).toMatchObject({ status: 'N', code: ErrorCode.ACTIVITY_REGISTRATION_CLOSED });
    const zh = await t.call(
      '/v1/activities/register',
      { id },
      { ...learner, eid: 1, method: 'POST', language: 'zh_cn' },
    );
    expect(zh.body.msg).toBe('不在报名时间内');
  });

  it('never takes more registrations than places, however many arrive at once', async () => {
    const id = await openActivity(t, { capacity: 2 });
    const accounts = ['learner', 'sales', 'admin', 'manager', 'sysadmin', 'engineer'];
    const people = await Promise.all(accounts.map((a) => t.login(a)));
    const answers = await Promise.all(people.map((p) => call('register', { id }, p)));
    expect(answers.filter((x) => x.status === 'Y')).toHaveLength(2);
    for (const x of answers.filter((y) => y.status !== 'Y')) expect(x.code).toBe(ErrorCode.ACTIVITY_FULL);
    const live = await t.db
      .selectFrom('activity_registrations')
      .select('id')
      .where('activity_id', '=', id)
      .where('cancelled_at', 'is', null)
      .execute();
    expect(live).toHaveLength(2);
  });

  it('signs in and out only inside their windows, in order', async () => {
    const now = t.clock.now();
    const id = await openActivity(t, { sign_in_start: now + 60_000, sign_out_start: now + 120_000 });
    expect((await call('sign-in', { id }, learner)).code).toBe(ErrorCode.ACTIVITY_NOT_REGISTERED);
    await call('register', { id }, learner);
    expect((await call('sign-in', { id }, learner)).code).toBe(ErrorCode.ACTIVITY_SIGN_IN_CLOSED);
    expect((await call('sign-out', { id }, learner)).code).toBe(ErrorCode.ACTIVITY_NOT_SIGNED_IN);
    t.clock.set(now + 61_000);
    const signedIn = await call('sign-in', { id }, learner);
    expect(signedIn.data).toMatchObject({ personal: 'signed_in', signInMethod: 'button', canCancel: false });
    expect((await call('cancel', { id }, learner)).code).toBe(ErrorCode.ACTIVITY_CANCEL_REFUSED);
    expect((await call('sign-out', { id }, learner)).code).toBe(ErrorCode.ACTIVITY_SIGN_OUT_CLOSED);
    t.clock.set(now + 121_000);
    const out = await call('sign-out', { id }, learner);
    // Signed out before the end: attended, not yet completed.
    expect(out.data).toMatchObject({ personal: 'signed_out', completedAt: null });
    t.clock.set(now);
  });

  it('completes and grants the credits exactly once when the activity ends, under parallel sign-outs', async () => {
    const now = t.clock.now();
    const id = await openActivity(t, { credits: 5, end_at: now - 1, start_at: now - 7_200_000 });
    await t.db
      .insertInto('activity_registrations')
      .values({
        eid: 1,
        activity_id: id,
        user_id: Number(learner.userid),
        registered_at: now - 9e6,
        signed_in_at: now - 7e6,
      })
      .execute();
    const creditOf = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('credit')
          .where('id', '=', Number(learner.userid))
          .executeTakeFirstOrThrow()
      ).credit;
    const before = await creditOf();
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('sign-out', { id }, learner)));
    for (const a of answers) expect(a.data).toMatchObject({ personal: 'completed', creditsGranted: 5 });
    expect(await creditOf()).toBe(before + 5);
    await call('detail', { id }, learner, 'GET');
    await call('list', { scope: 'mine' }, learner, 'GET');
    expect(await creditOf()).toBe(before + 5);
    expect(await activitiesDone(t.db, Number(learner.userid), [id, 999_999], t.clock.now())).toEqual(new Set([id]));
  });

  it('completes an attended activity that ended after the sign-out on the learner’s next visit, once', async () => {
    const now = t.clock.now();
    const id = await openActivity(t, { credits: 2, end_at: now + 60_000 });
    await call('register', { id }, learner);
    await call('sign-in', { id }, learner);
    await call('sign-out', { id }, learner);
    expect(await activitiesDone(t.db, Number(learner.userid), [id], now)).toEqual(new Set());
    t.clock.set(now + 61_000);
    // Due but not yet written: the training stages already count it.
    expect(await activitiesDone(t.db, Number(learner.userid), [id], now + 61_000)).toEqual(new Set([id]));
    const [a, b] = await Promise.all([call('detail', { id }, learner, 'GET'), call('detail', { id }, learner, 'GET')]);
    expect(a.data).toMatchObject({ personal: 'completed', creditsGranted: 2 });
    expect(b.data).toMatchObject({ personal: 'completed' });
    const events = await t.db
      .selectFrom('activity_registrations')
      .select(['completed_at', 'credits_granted'])
      .where('activity_id', '=', id)
      .execute();
    expect(events).toEqual([{ completed_at: now + 61_000, credits_granted: 2 }]);
    t.clock.set(now);
  });

  it('keeps another enterprise’s activity out of reach', async () => {
    const visitor = await t.login('visitor', 2);
    const id = await activityId(t, 'Security Awareness Drill');
    const refused = await call('register', { id }, visitor, 'POST', 2);
    expect(refused.code).toBe(ErrorCode.NOT_FOUND);
    const list = await call('list', { pageSize: 50 }, visitor, 'GET', 2);
    expect((list.data as { list: Array<{ id: number }> }).list.map((a) => a.id)).not.toContain(id);
    expect(admin.userid).toBeTruthy();
  });
});
