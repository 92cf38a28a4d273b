import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { auditCounters } from '../tasks';
import { gradeByHand, withdrawSubmission } from './homework-grading.service';
import { homeworkQueue } from './homework-queue.service';
import { fakePdf, makeHomework, uploadAndAttach } from './homework-test-helpers';
import { myHomework, submitHomework } from './homework.service';

/** Decision 0058: the assignment lists' counters equal a COUNT(*) after hand-ins and grading racing. */
let t: TestApp;
let mediaDir: string;
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-homework-counters-'));
  t = await createTestApp({ mediaDir, microCourseChunkBytes: 64 * 1024 });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

async function expectCountersExact(): Promise<void> {
  for (const audit of await auditCounters(forTenant(t.db, 1))) expect(audit.kept, audit.list).toEqual(audit.counted);
}

describe('assignment counters (decision 0058)', () => {
  it('equal COUNT(*) after double-clicked hand-ins and grading racing a withdrawal', async () => {
    const db = forTenant(t.db, 1);
    const user = (account: string) =>
      db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    const [learner, sales, admin] = [await user('learner'), await user('sales'), await user('admin')];
    const base = { db, config: readConfig({ mediaDir }), clock: t.clock, eid: 1, language: 'en_us' as const };
    await expectCountersExact();

    const ids = [
      await makeHomework(t, { userIds: [learner.id, sales.id] }),
      await makeHomework(t, { userIds: [learner.id] }),
      await makeHomework(t, { userIds: [learner.id] }),
    ];
    await expectCountersExact();
    const auth = await t.login('learner');
    for (const id of ids) await uploadAndAttach(t, id, 'document', 'report.pdf', fakePdf(70 * 1024), auth);
    const mine = { ...base, userId: learner.id };
    const handIns = ids.flatMap((id) => [submitHomework(mine, id, ''), submitHomework(mine, id, '')]);
    await Promise.allSettled(handIns);
    await expectCountersExact();

    const grader = { ...base, userId: admin.id };
    const submissions = await db
      .selectFrom('homework_submissions')
      .select('id')
      .where('homework_id', 'in', ids)
      .orderBy('id')
      .execute();
    const outcomes = await Promise.allSettled([
      gradeByHand(grader, { submissionId: submissions[0]!.id, score: 95, comment: '' }),
      withdrawSubmission(grader, { submissionId: submissions[0]!.id, comment: 'again' }),
      gradeByHand(grader, { submissionId: submissions[1]!.id, score: 20, comment: '' }),
      gradeByHand(grader, { submissionId: submissions[1]!.id, score: 30, comment: '' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    await expectCountersExact();

    // The totals the lists answer are the counters.
    const pending = await myHomework(mine, { state: 'pending', page: 1, pageSize: 50 });
    expect(pending.total).toBe(pending.list.length);
    expect(pending.total).toBeGreaterThan(0);
    const queue = await homeworkQueue(grader, { state: 'graded', page: 1, pageSize: 50 });
    expect(queue.total).toBe(queue.list.length);
  });
});
