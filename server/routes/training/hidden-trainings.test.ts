/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read as loose JSON; their shapes are checked by the call schemas */
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import type { TestApp } from '../../test-support/test-app';
import { auditCounters } from '../tasks';
import { homeTrainings } from './home-cards';
import { useTrainingApp, type Who } from './training-test-helpers';

/**
 * Decision 0054: a training an administrator hid from a member is in none of that member's lists,
 * counts or details — also when the member is enrolled (as a hidden course is), and back with its
 * progress once shown again.
 */
const ctx = useTrainingApp();
const { call, trainingId, userId } = ctx;
let t: TestApp;
beforeEach(() => {
  t = ctx.app();
});

const HIDDEN = 'New manager programme';

async function setHidden(admin: Who, member: number, itemId: number, hidden: boolean) {
  const set = await call(
    admin,
    '/v1/admin/members/visibility/set',
    { userId: member, kind: 'training', itemId, hidden: hidden ? '1' : '0' },
    'POST',
  );
  expect(set.status, set.msg).toBe('Y');
}

async function learnerView(learner: Who, learnerId: number) {
  const all = await call(learner, 'training/mine', { pageSize: 50 });
  expect(all.status, all.msg).toBe('Y');
  const running = await call(learner, 'training/mine', { state: 'in_progress', pageSize: 50 });
  const counts = await call(learner, 'task/counts');
  expect(counts.status, counts.msg).toBe('Y');
  const home = await homeTrainings(forTenant(t.db, 1), {
    userId: learnerId,
    language: 'en_us',
    now: t.clock.now(),
    limit: 50,
    offset: 0,
  });
  return {
    names: all.data.list.map((c: any) => c.name) as string[],
    total: all.data.total as number,
    runningNames: running.data.list.map((c: any) => c.name) as string[],
    runningTotal: running.data.total as number,
    trainingsInProgress: counts.data.trainings as number,
    home: home.list.map((c) => c.title),
    homeTotal: home.total,
  };
}

describe('trainings hidden from a member (decision 0054)', () => {
  it("leave the member's list, its totals, the task counts, the home list and the detail, enrolled or not", async () => {
    const admin = await t.login('admin', 1);
    const learner = await t.login('learner', 1);
    const learnerId = await userId('learner');
    const id = await trainingId(HIDDEN);

    const before = await learnerView(learner, learnerId);
    expect(before.names).toContain(HIDDEN);
    expect(before.runningNames).toContain(HIDDEN);
    expect(before.home).toContain(HIDDEN);

    await setHidden(admin, learnerId, id, true);
    const after = await learnerView(learner, learnerId);
    expect(after.names).not.toContain(HIDDEN);
    expect(after.total).toBe(after.names.length);
    expect(after.total).toBe(before.total - 1);
    expect(after.runningNames).not.toContain(HIDDEN);
    expect(after.runningTotal).toBe(after.runningNames.length);
    expect(after.trainingsInProgress).toBe(before.trainingsInProgress - 1);
    expect(after.home).not.toContain(HIDDEN);
    expect(after.homeTotal).toBe(before.homeTotal - 1);
    const detail = await call(learner, 'training/detail', { id });
    expect(detail.code).toBe(ErrorCode.NOT_FOUND);

    // The enrolment and its counters are kept: shown again, the training is back as it was.
    for (const audit of await auditCounters(forTenant(t.db, 1))) expect(audit.kept, audit.list).toEqual(audit.counted);
    await setHidden(admin, learnerId, id, false);
    expect(await learnerView(learner, learnerId)).toEqual(before);
  });

  it('hide a training from that member only', async () => {
    const admin = await t.login('admin', 1);
    const learner = await t.login('learner', 1);
    const sales = await t.login('sales', 1);
    const id = await trainingId('Open workshop: presenting with confidence');
    const salesBefore = await learnerView(sales, await userId('sales'));
    expect(salesBefore.home).toContain('Open workshop: presenting with confidence');

    await setHidden(admin, await userId('learner'), id, true);
    const detail = await call(learner, 'training/detail', { id });
    expect(detail.code).toBe(ErrorCode.NOT_FOUND);
    const enrol = await call(learner, 'training/enrol', { id }, 'POST');
    expect(enrol.code).toBe(ErrorCode.NOT_FOUND);
    expect((await learnerView(learner, await userId('learner'))).home).not.toContain(
      'Open workshop: presenting with confidence',
    );
    expect(await learnerView(sales, await userId('sales'))).toEqual(salesBefore);
  });
});
